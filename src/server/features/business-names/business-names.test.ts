import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AutoCorrectBusinessNamesResult,
  BusinessNameSuggestions,
  BusinessNameValidation,
} from '../../../shared/dealer/business-names.types.ts';
import type { DocumentDetail } from '../../../shared/documents/document.schema.ts';
import {
  apiCall,
  buildTestApp,
  registerDealer,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/build-test-app.ts';
import { multipartBody } from '../../test/multipart.ts';
import { detectFileType, processDocument } from '../document-processing/index.ts';
import { applyCorrections, checkDocumentText } from './name-check.ts';
import { findBusinessNames } from './name-finder.ts';
import { compareName, normaliseName } from './name-matching.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../test/documents/open-set');
const truthOf = (file: string) =>
  JSON.parse(readFileSync(path.join(FIXTURES, `${file}.truth.json`), 'utf8')) as { dealershipName: string };

describe('comparing a found name with the registered name', () => {
  const registered = 'Brindley & Hart Cars Ltd';

  it('treats case, punctuation, "&"/"and" and Ltd/Limited as the same name', () => {
    expect(normaliseName('The Brindley & Hart Cars Limited.')).toEqual([
      'brindley',
      'and',
      'hart',
      'cars',
      'ltd',
    ]);
    for (const same of [
      'BRINDLEY AND HART CARS LTD',
      'Brindley & Hart Cars Ltd.',
      'Brindley and Hart Cars Limited',
    ]) {
      expect(compareName(same, registered), same).toEqual({ kind: 'same' });
    }
    expect(compareName('Marlowe Park Motor Co. Ltd', 'Marlowe Park Motor Company Ltd').kind).toBe('same');
  });

  it('accepts a shortened letterhead style and a missing suffix', () => {
    expect(compareName('BRINDLEY & HART', registered).kind).toBe('same');
    expect(compareName('Kestrel Vale Motors', 'Kestrel Vale Motors Ltd').kind).toBe('same');
  });

  it('flags a misspelling with its similarity and a suggestion in the found style', () => {
    expect(compareName('Brindley and Hart Car Ltd', registered)).toEqual({
      kind: 'variant',
      similarity: 0.96,
      suggestion: 'Brindley & Hart Cars Ltd',
    });
    expect(compareName('Brindley & Hart Car Limited', registered)).toMatchObject({
      suggestion: 'Brindley & Hart Cars Limited',
    });
    expect(compareName('BRINDLY & HART', registered)).toMatchObject({ suggestion: 'BRINDLEY & HART' });
    // A different legal form is not the same company.
    expect(compareName('Brindley & Hart Cars plc', registered)).toMatchObject({ kind: 'variant' });
  });

  it('leaves other firms alone, even when they share trade words', () => {
    for (const [found, ours] of [
      ['Ardent Motor Finance plc', registered],
      ['Jones Motors Ltd', 'Kingsway Motors Ltd'],
      ['Kingsway Motor Finance plc', 'Kingsway Motors Ltd'],
      ['Harbourline Insurance Services Ltd', 'Ashcombe Lane Motor Group Ltd'],
      ['Ardent House', 'Ardent Motors Ltd'],
    ] as const) {
      expect(compareName(found, ours).kind, found).toBe('other');
    }
  });
});

describe('finding names in text', () => {
  const registeredName = 'Brindley & Hart Cars Ltd';

  it('finds suffixed names, trading names, letterhead names and names wrapped over a line', () => {
    const text = [
      'BRINDLY & HART    18 Lockkeeper’s Way',
      'Quality used cars since 1998',
      '',
      'The goods remain the property of Ardent Motor Finance plc until paid.',
      'Signed for Brindley and',
      'Hart Car Ltd. Smith & Co are our auditors; Northgate Leasing Ltd t/a Northgate Vans.',
    ].join('\n');
    expect(findBusinessNames(text, { registeredName })).toEqual([
      'Ardent Motor Finance plc',
      'Brindley and Hart Car Ltd',
      'Smith & Co',
      'Northgate Leasing Ltd',
      'Northgate Vans',
      'BRINDLY & HART',
    ]);
  });

  it('reads the lines around the dealership’s address, beyond the letterhead', () => {
    const filler = Array.from({ length: 12 }, (_, i) => `Clause ${i + 1} applies.`);
    const text = [...filler, 'Brindlee and Hart', 'Canal Basin Works, Birmingham B18 4QN', ...filler].join(
      '\n',
    );
    const address = 'Canal Basin Works, 18 Lockkeeper’s Way, Birmingham, B18 4QN';
    expect(findBusinessNames(text, { registeredName })).toEqual([]);
    expect(findBusinessNames(text, { registeredName, address })).toEqual(['Brindlee and Hart']);
  });

  it('replaces whole names only, across line breaks, every time', () => {
    const text =
      'Brindley and Hart Car Ltd sold it.\nSigned for Brindley and\nHart Car Ltd; not Brindley and Hart Car Ltds.';
    const { corrections } = checkDocumentText(text, registeredName);
    const { text: fixed, applied } = applyCorrections(text, corrections);
    expect(applied).toMatchObject([{ original: 'Brindley and Hart Car Ltd', occurrences: 2 }]);
    expect(fixed).toBe(
      'Brindley & Hart Cars Ltd sold it.\nSigned for Brindley & Hart Cars Ltd; not Brindley and Hart Car Ltds.',
    );
  });
});

describe('the fixtures, read as an upload reads them', () => {
  const files = readdirSync(FIXTURES).filter((f) => /\.(pdf|docx)$/.test(f));

  it.each(files)('%s names its own dealership consistently and flags no other firm', async (file) => {
    const bytes = readFileSync(path.join(FIXTURES, file));
    const kind = detectFileType(bytes).kind;
    if (kind === 'other') throw new Error(`${file} is not a document`);
    const { text } = await processDocument(new Uint8Array(bytes), kind, { fileName: file });
    const own = truthOf(file).dealershipName;
    const result = checkDocumentText(text, own);
    expect(result.corrections).toEqual([]);
    // A scan has no text to find names in; every other fixture names its dealership.
    if (text.trim()) expect(result.foundNames).toContain(own);
    // Against another dealership's name, nothing in the document is a near miss either.
    expect(checkDocumentText(text, 'Kingsway Motors Ltd').corrections).toEqual([]);
  });
});

let t: TestApp;
let dealer: { cookie: string; id: string };
let rival: { cookie: string; id: string };
const HP = 'HP-agreement-AMF-448120.pdf';
const HANDOVER = 'handover-checklist-BH-DEL-5529.pdf';
const OURS = truthOf(HP).dealershipName;

beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app, { dealershipName: OURS });
  rival = await registerDealer(t.app);
});
afterAll(() => t.close());

const call = <T>(method: 'GET' | 'PUT' | 'POST', url: string, cookie = dealer.cookie, payload?: object) =>
  apiCall(t.app, method, url, { cookie, payload }).then((res) => ({
    status: res.statusCode,
    body: res.json() as T,
  }));

async function upload(file: string): Promise<DocumentDetail> {
  const body = await multipartBody([
    { field: 'document', name: file, bytes: readFileSync(path.join(FIXTURES, file)) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    payload: body.payload,
    headers: { ...body.headers, cookie: dealer.cookie, origin: TEST_ORIGIN },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().document;
}

describe('business-name routes', () => {
  let hp: DocumentDetail;
  let handover: DocumentDetail;

  it('finds the dealer’s own fixture consistent, and lists the finance house without flagging it', async () => {
    hp = await upload(HP);
    const { status, body } = await call<BusinessNameValidation>(
      'GET',
      '/api/dealer/business-name-validation',
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      isValid: true,
      registeredName: 'Brindley & Hart Cars Ltd',
      inconsistencies: [],
      foundNames: expect.arrayContaining(['Brindley & Hart Cars Ltd', 'Ardent Motor Finance plc']),
      suggestions: [],
    });
    const suggestions = await call<BusinessNameSuggestions>(
      'GET',
      `/api/documents/${hp.id}/business-name-suggestions`,
    );
    expect(suggestions.body).toMatchObject({ documentId: hp.id, corrections: [] });
  });

  it('flags a misspelt name with its similarity and suggestion, and auto-correct fixes every occurrence', async () => {
    handover = await upload(HANDOVER);
    const { body: original } = await call<DocumentDetail>('GET', `/api/documents/${handover.id}`);
    const misspelt = original.extractedText.replaceAll(OURS, 'Brindley and Hart Car Ltd');
    const occurrences = original.extractedText.split(OURS).length - 1;
    expect(occurrences).toBeGreaterThan(1);
    const saved = await call('PUT', `/api/documents/${handover.id}/text`, dealer.cookie, {
      text: misspelt,
      title: original.title,
      documentType: original.documentType,
    });
    expect(saved.status).toBe(200);

    const flagged = await call<BusinessNameValidation>('GET', '/api/dealer/business-name-validation');
    expect(flagged.body).toMatchObject({
      isValid: false,
      inconsistencies: [
        {
          documentId: handover.id,
          documentTitle: 'Vehicle Handover Checklist BH-DEL-5529',
          similarity: 0.96,
          foundNames: ['Brindley and Hart Car Ltd'],
        },
      ],
      suggestions: ['Brindley & Hart Cars Ltd'],
    });
    const perDocument = await call<BusinessNameSuggestions>(
      'GET',
      `/api/documents/${handover.id}/business-name-suggestions`,
    );
    expect(perDocument.body.corrections).toEqual([
      { original: 'Brindley and Hart Car Ltd', suggested: 'Brindley & Hart Cars Ltd', confidence: 0.96 },
    ]);

    // Only the documents the dealer confirms are rewritten: one with nothing to correct changes nothing.
    const url = '/api/dealer/auto-correct-business-names';
    const chosen = await call<AutoCorrectBusinessNamesResult>('POST', url, dealer.cookie, {
      documentIds: [hp.id],
    });
    expect(chosen.body).toMatchObject({ correctedDocuments: 0, corrections: [] });
    const refused = await call('POST', url, dealer.cookie, { documentIds: ['not-an-id'] });
    expect(refused.status).toBe(400);

    const fixed = await call<AutoCorrectBusinessNamesResult>(
      'POST',
      '/api/dealer/auto-correct-business-names',
    );
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({
      message: 'Corrected 1 name in 1 document',
      correctedDocuments: 1,
      corrections: [{ documentId: handover.id, original: 'Brindley and Hart Car Ltd', occurrences }],
    });
    const after = await call<BusinessNameValidation>('GET', '/api/dealer/business-name-validation');
    expect(after.body).toMatchObject({ isValid: true, inconsistencies: [] });
    const corrected = await call<DocumentDetail>('GET', `/api/documents/${handover.id}`);
    expect(corrected.body.extractedText).toBe(original.extractedText);
  });

  it('keeps each dealer to their own documents', async () => {
    const url = `/api/documents/${hp.id}/business-name-suggestions`;
    expect((await call('GET', url, rival.cookie)).status).toBe(404);
    expect((await call('GET', '/api/documents/not-a-uuid/business-name-suggestions')).status).toBe(404);
    const theirs = await call<BusinessNameValidation>(
      'GET',
      '/api/dealer/business-name-validation',
      rival.cookie,
    );
    expect(theirs.body).toEqual({
      isValid: true,
      registeredName: 'Kingsway Motors Ltd',
      inconsistencies: [],
      foundNames: [],
      suggestions: [],
    });
    const nothing = await call<AutoCorrectBusinessNamesResult>(
      'POST',
      '/api/dealer/auto-correct-business-names',
      rival.cookie,
    );
    expect(nothing.body).toEqual({
      message: 'Corrected 0 names in 0 documents',
      correctedDocuments: 0,
      corrections: [],
    });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dealer/business-name-validation' });
    expect(res.statusCode).toBe(401);
  });
});
