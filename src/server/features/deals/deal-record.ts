// The deal's record for a lender or the ombudsman: every step with its request's times, its documents'
// fingerprints, the trail in plain words and the disclosure's acknowledgement (in English, and as the
// customer read it where that was another language). The certificate draws it and the evidence ZIP carries
// it as JSON, so the two always say the same.
import { DEAL_STEPS, type DealDetail, type DealStep, STEP_NAMES } from '../../../shared/api/deals.ts';
import { isCustomerLanguage, LANGUAGE_NAMES } from '../../../shared/i18n/languages.ts';
import type { Database } from '../../db/client.ts';
import { formatLongDate } from '../retention/index.ts';
import { describeEvent, listEvents } from '../signing-history/index.ts';
import { listAcknowledgements } from './deal-steps.repo.ts';
import { getDeal } from './deals.service.ts';
import { listStepFiles, listStepRequests } from './evidence.repo.ts';

const RETENTION_YEARS = 7;

const languageName = (language: string) =>
  isCustomerLanguage(language) ? LANGUAGE_NAMES[language].english : language;

/**
 * The tick in the record's words: English is the language of record, so a tick read in another language is
 * quoted as the customer read it and in English.
 */
function tickedWords(a: { statement: string; language: string; shownStatement: string | null }) {
  if (a.language === 'en' || !a.shownStatement) return `The signer ticked "${a.statement}"`;
  return `The signer ticked, in ${languageName(a.language)}: "${a.shownStatement}" (in English: "${a.statement}")`;
}
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export type DealRecord = Awaited<ReturnType<typeof dealRecord>>;

export async function dealRecord(db: Database, dealerId: string, id: string, dealerName: string) {
  const deal: DealDetail = await getDeal(db, dealerId, id);
  const requestIds = [...new Set(deal.documents.flatMap((d) => (d.requestId ? [d.requestId] : [])))];
  const [requests, files, acknowledgements, trails] = await Promise.all([
    listStepRequests(db, requestIds),
    listStepFiles(db, requestIds),
    listAcknowledgements(db, id),
    Promise.all(requestIds.map(async (r) => [r, await listEvents(db, r)] as const)),
  ]);
  const events = new Map(trails);
  const steps = DEAL_STEPS.flatMap((step: DealStep) => {
    const requestId = deal.documents.find((d) => d.step === step)?.requestId ?? null;
    if (!deal.documents.some((d) => d.step === step)) return [];
    const request = requests.find((r) => r.id === requestId);
    const stepFiles = files.filter((f) => f.requestId === requestId);
    const titles = new Map(stepFiles.map((f) => [f.documentId, f.title]));
    return [
      {
        step,
        name: STEP_NAMES[step],
        requestId,
        status: request?.status ?? 'drafted',
        sentAt: iso(request?.sentAt ?? request?.createdAt),
        completedAt: iso(request?.completedAt),
        sealedAt: iso(request?.sealedAt),
        documents: stepFiles.map((f) => ({
          documentId: f.documentId,
          title: f.title,
          sha256: f.sha256,
          sealedSha256: f.sealedSha256,
          verificationCode: f.verificationCode,
          generatedDisclosure: deal.documents.some(
            (d) => d.documentId === f.documentId && d.generatedDisclosure,
          ),
          pdfKey: f.pdfKey,
          sealedKey: f.sealedKey,
        })),
        acknowledgements: acknowledgements
          .filter((a) => a.requestId === requestId)
          .map((a) => ({
            signer: a.signerSlot,
            statement: a.statement,
            language: a.language,
            languageName: languageName(a.language),
            shownStatement: a.shownStatement ?? a.statement,
            ticked: tickedWords(a),
            at: a.acknowledgedAt.toISOString(),
            openedSeconds: Math.round(a.openedMs / 100) / 10,
            ipAddress: a.ipAddress,
            userAgent: a.userAgent,
          })),
        trail: (requestId ? (events.get(requestId) ?? []) : []).map((e) => ({
          at: e.createdAt.toISOString(),
          type: e.type,
          what: describeEvent(e.type, e.documentId ? titles.get(e.documentId) : undefined, e.detail),
          ipAddress: e.ipAddress,
          userAgent: e.userAgent,
        })),
      },
    ];
  });
  const completedAt = deal.completedAt ? new Date(deal.completedAt) : null;
  const keptUntil = completedAt ? new Date(completedAt) : null;
  keptUntil?.setUTCFullYear(keptUntil.getUTCFullYear() + RETENTION_YEARS);
  return {
    dealer: dealerName,
    deal: {
      id: deal.id,
      reference: deal.reference,
      registration: deal.registration,
      vin: deal.vin,
      price: deal.price,
      partExchange: deal.partExchange,
      status: deal.statusText,
      customers: deal.customers.map((c) => ({ name: c.name, email: c.email, role: c.role })),
      lender: deal.lenderName,
      commission: deal.commission,
      amountOfCredit: deal.amountOfCredit,
      totalChargeForCredit: deal.totalChargeForCredit,
      createdAt: String(deal.createdAt),
      sentAt: deal.sentAt ? String(deal.sentAt) : null,
      completedAt: completedAt?.toISOString() ?? null,
    },
    steps,
    retention: keptUntil
      ? `Kept until ${formatLongDate(keptUntil)} (${RETENTION_YEARS} years from completion); it cannot be deleted before then.`
      : `Kept for ${RETENTION_YEARS} years from completion.`,
    issuedAt: new Date().toISOString(),
  };
}

/** The record as the ZIP's JSON: storage keys are the server's business, not the reader's. */
export function publicRecord(record: DealRecord) {
  return {
    ...record,
    steps: record.steps.map((s) => ({
      ...s,
      documents: s.documents.map(({ pdfKey: _p, sealedKey: _s, ...d }) => d),
    })),
  };
}
