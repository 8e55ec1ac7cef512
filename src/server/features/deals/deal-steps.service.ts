// The customer's side of a deal: its steps in order, the gate that keeps a later step shut until the earlier
// one is signed, and the tick on the commission disclosure (with how long it was open) before it is signed.
import { DEAL_STEPS, type DealStep, DISCLOSURE_STATEMENT, STEP_NAMES } from '../../../shared/api/deals.ts';
import type { CustomerLanguage } from '../../../shared/i18n/languages.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import { hashToken } from '../signing-requests/index.ts';
import * as steps from './deal-steps.repo.ts';

type Client = { ip: string; userAgent: string | undefined };

/** What the customer is told when they try a later step first: the step they must finish before it. */
export function earlierStepMessage(step: DealStep): string {
  return step === 'disclosure'
    ? 'Read and acknowledge the commission disclosure first'
    : `Sign the ${STEP_NAMES[step]} first`;
}

/**
 * Refuses (409) a signature or submit on a deal's step while an earlier step is unsigned, or on the product's
 * own disclosure before the customer ticked it. A request outside any deal passes untouched.
 */
export async function refuseOutOfOrderStep(db: Database, requestId: string, signerSlot = 'customer') {
  const step = await steps.stepOfRequest(db, requestId, signerSlot);
  if (!step) return;
  if (step.waitingOn)
    throw new AppError(409, earlierStepMessage(step.waitingOn), {
      code: 'EARLIER_STEP',
    });
  if (step.generatedDisclosure && !step.acknowledged)
    throw new AppError(409, `Tick "${DISCLOSURE_STATEMENT}" before you sign`, { code: 'NOT_ACKNOWLEDGED' });
}

const INVALID_LINK =
  'This signing link is not valid. Please check the link in your e-mail, or ask the dealer to send a new one.';

async function stepOfLink(db: Database, token: string) {
  if (!/^[\w-]{20,100}$/.test(token)) throw notFound(INVALID_LINK);
  const link = await steps.requestOfToken(db, hashToken(token));
  if (!link) throw notFound(INVALID_LINK);
  if (link.status === 'cancelled' || link.status === 'expired')
    throw new AppError(410, 'This signing request is no longer open.', { code: 'CLOSED' });
  const step = await steps.stepOfRequest(db, link.requestId, link.slot);
  if (!step) throw notFound('These documents are not part of a deal.');
  return { link, step };
}

/** The customer's deal: every step with its documents, which are signed, which is open and which waits. */
export async function signerDeal(db: Database, token: string) {
  const { step } = await stepOfLink(db, token);
  const rows = await steps.stepsOfDeal(db, step.dealId);
  let open = false;
  return {
    dealId: step.dealId,
    currentStep: step.step,
    statement: DISCLOSURE_STATEMENT,
    acknowledged: step.acknowledged,
    needsAcknowledgement: step.generatedDisclosure,
    steps: DEAL_STEPS.flatMap((s) => {
      const row = rows.find((r) => r.step === s);
      if (!row) return [];
      const status = row.signed ? 'signed' : open ? 'waiting' : 'open';
      if (!row.signed) open = true;
      return [
        {
          step: s,
          name: STEP_NAMES[s],
          status: status as 'signed' | 'open' | 'waiting',
          documents: row.titles.map((title) => ({ title })),
        },
      ];
    }),
  };
}

/**
 * The tick on the disclosure, once per signer: the trail keeps the words in English (the language of record)
 * and, where the page spoke another `language`, as the customer read them, with the time and how long it
 * was open. `language` is the page's: a page from before it said so showed the English words.
 */
export async function acknowledge(
  db: Database,
  token: string,
  tick: { openedMs: number; language?: CustomerLanguage | undefined },
  client: Client,
) {
  const { link, step } = await stepOfLink(db, token);
  if (step.step !== 'disclosure')
    throw new AppError(409, 'This link is not the commission disclosure.', { code: 'NOT_DISCLOSURE' });
  const language = tick.language ?? 'en';
  await steps.insertAcknowledgement(db, {
    dealId: step.dealId,
    requestId: link.requestId,
    signerSlot: link.slot,
    statement: DISCLOSURE_STATEMENT,
    language,
    shownStatement: language === 'en' ? null : translate(language)('sign.deal.statement'),
    openedMs: tick.openedMs,
    ipAddress: client.ip,
    userAgent: client.userAgent ?? null,
  });
  return signerDeal(db, token);
}
