// The joint hire-purchase set the several-signers tests share: the HP fixture with the given places saved as
// the dealer's, and its two hirers as customers (`tag` keeps each file's e-mails apart).
import type { signingScenario } from './signing-scenario.ts';

export const JOINT_HP = 'HP-agreement-AMF-448120.pdf';

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
  const customer = async (name: string, email: string) =>
    (
      await scenario.dealerCall('POST', '/api/customers', {
        name,
        email,
        phone: '07700 900123',
        postcode: 'B33 8TH',
      })
    ).json().id as string;
  return {
    documentId,
    aisha: await customer('Aisha Rahman', `aisha.${tag}@example.co.uk`),
    ben: await customer('Ben Okafor', `ben.${tag}@example.co.uk`),
  };
}
