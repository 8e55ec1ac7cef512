// The joint hire-purchase set the several-signers tests share: the HP fixture with the given places saved as
// the dealer's, and its two hirers as customers (`tag` keeps each file's e-mails apart); the fixture's places,
// and each signing link read once from the outbox.
import { listOutbox } from '../features/admin/outbox/outbox.repo.ts';
import type { TestApp } from './build-test-app.ts';
import { eventually } from './eventually.ts';
import type { signingScenario } from './signing-scenario.ts';

export const JOINT_HP = 'HP-agreement-AMF-448120.pdf';

export type Box = { x: number; y: number; width: number; height: number };
/**
 * The fixture's places (PDF points, origin bottom-left): the debtor's box from the reading, the creditor's box
 * under "Signature on behalf of the Creditor", and a joint hirer's box placed on page 4.
 */
export const JOINT_HP_BOXES = {
  hirer: { x: 56, y: 409.7, width: 296, height: 46 },
  creditor: { x: 56, y: 313, width: 296, height: 46 },
  hirerTwo: { x: 128.6, y: 420, width: 245.4, height: 40 },
} satisfies Record<string, Box>;

const HIRER_FIELD = { page: 2, label: 'Signature of Debtor', box: JOINT_HP_BOXES.hirer, signer: 'customer' };
const HIRER_TWO_FIELD = { page: 4, label: 'Joint hirer', box: JOINT_HP_BOXES.hirerTwo, signer: 'customer2' };
const CREDITOR_FIELD = {
  page: 2,
  label: 'Signature on behalf of the Creditor',
  box: JOINT_HP_BOXES.creditor,
  signer: 'dealer',
};
/** The two hirers' places. */
export const JOINT_HP_HIRERS = [HIRER_FIELD, HIRER_TWO_FIELD];
/** The two hirers' places and the dealership's countersignature. */
export const JOINT_HP_WITH_CREDITOR = [HIRER_FIELD, CREDITOR_FIELD, HIRER_TWO_FIELD];

/**
 * The signing link in the newest mail to an address, each handed out once: the next call for the same
 * address waits for a new one (a reminder carrying the same link does not count). `app`: the file's test app
 * (asked for at each call: it is made in beforeAll).
 */
export function signingLinks(app: () => TestApp) {
  const seen = new Set<string>();
  return async (to: string) => {
    const token = await eventually(
      async () =>
        (await listOutbox(app().app.deps.db, 200))
          .filter((m) => m.to === to)
          .map((m) => m.text.match(/\/sign\/([\w-]+)/)?.[1])
          .find((found) => found && !seen.has(found)),
      { what: `a new signing link to ${to}` },
    );
    seen.add(token);
    return token;
  };
}

export async function jointHirePurchase(
  scenario: ReturnType<typeof signingScenario>,
  signatureFields: object[],
  tag: string,
) {
  const documentId = await scenario.uploadFixture(JOINT_HP);
  const saved = await scenario.dealerCall('PUT', `/api/documents/${documentId}`, {
    title: 'Hire-purchase agreement',
    documentType: 'finance_agreement',
    signatureRequired: true,
    extractedData: { customerName: 'Aisha Rahman', vehicleRegistration: 'BF21KHW', signatureFields },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  return {
    documentId,
    aisha: await scenario.addCustomer('Aisha Rahman', `aisha.${tag}@example.co.uk`),
    ben: await scenario.addCustomer('Ben Okafor', `ben.${tag}@example.co.uk`),
  };
}
