// A dealer's own system, knowing nothing but its API key and /api/openapi.json, creates a customer,
// uploads a document, sends it for signing and reads the request's status. Every address, method and body
// shape comes from the document's operations (by operationId), and every answer is checked against the
// schema the document gives for it, so the document cannot say one thing while the server does another.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';

type Schema = Record<string, unknown>;
type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Schema } };

const FIXTURES = path.resolve(import.meta.dirname, '../../test/documents/open-set');

let t: TestApp;
let base: string;
let key: string;

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const owner = await registerDealer(t.app, { dealershipName: 'Oakfield Motors' });
  const made = await apiCall(t.app, 'POST', '/api/api-keys', {
    cookie: owner.cookie,
    payload: { name: 'Dealer management system', scope: 'read-write' },
  });
  expect(made.statusCode).toBe(201);
  key = made.json().key;
});
afterAll(() => t.close());

/**
 * A client made from the document alone: `call(operationId, { params, json | form })` finds the operation's
 * path and method, fills the path, sends the key, checks the body against the request schema before
 * sending and the answer against the response schema after.
 */
function clientFrom(document: OpenApi) {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  if (document.components?.schemas)
    ajv.addSchema({ $id: 'components', ...document.components }, 'components');
  const operations = new Map<string, { method: string; path: string; operation: Operation }>();
  for (const [address, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods))
      operations.set(operation.operationId, { method: method.toUpperCase(), path: address, operation });

  const check = (schema: Schema, value: unknown, what: string) => {
    // Component references point into the document; resolve them through the schema registered above.
    const resolved = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"components#/'));
    const validate = ajv.compile(resolved);
    if (!validate(value)) throw new Error(`${what}: ${ajv.errorsText(validate.errors)}`);
  };

  return async function call(
    operationId: string,
    input: { params?: Record<string, string>; json?: unknown; form?: FormData } = {},
  ) {
    const found = operations.get(operationId);
    if (!found) throw new Error(`The document has no operation ${operationId}`);
    const url = found.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = input.params?.[name];
      if (value === undefined) throw new Error(`${operationId} needs the path parameter ${name}`);
      return encodeURIComponent(value);
    });
    const headers: Record<string, string> = { authorization: `Bearer ${key}` };
    let body: string | FormData | undefined;
    if (input.json !== undefined) {
      const schema = found.operation.requestBody?.content['application/json']?.schema;
      expect(schema, `${operationId} documents a JSON body`).toBeDefined();
      check(schema as Schema, input.json, `${operationId}'s request`);
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.json);
    } else if (input.form) {
      expect(
        found.operation.requestBody?.content['multipart/form-data'],
        `${operationId} documents an upload`,
      ).toBeDefined();
      body = input.form;
    }
    const res = await fetch(`${base}${url}`, { method: found.method, headers, body });
    const answer = await res.json();
    // A success has its own answer; anything else is the document's `default`, an error in plain words.
    const documented = found.operation.responses[String(res.status)] ?? found.operation.responses.default;
    expect(
      documented,
      `${operationId} documents its ${res.status} answer: ${JSON.stringify(answer)}`,
    ).toBeDefined();
    const schema = documented?.content?.['application/json']?.schema;
    if (schema) check(schema, answer, `${operationId}'s ${res.status} answer`);
    return { status: res.status, answer };
  };
}

describe('a key-authenticated client built only from /api/openapi.json', () => {
  it('creates a customer, uploads a document, sends a request and reads its status', async () => {
    const served = await fetch(`${base}/api/openapi.json`);
    expect(served.status).toBe(200);
    const call = clientFrom((await served.json()) as OpenApi);

    const customer = await call('customers.create', {
      json: {
        name: 'Aisha Rahman',
        email: 'aisha@example.co.uk',
        phone: '07700 900123',
        postcode: 'B33 8TH',
      },
    });
    expect(customer.status).toBe(201);

    const form = new FormData();
    const pdf = readFileSync(path.join(FIXTURES, 'HP-agreement-AMF-448120.pdf'));
    form.append('document', new Blob([pdf], { type: 'application/pdf' }), 'HP-agreement-AMF-448120.pdf');
    const uploaded = await call('documents.upload', { form });
    expect(uploaded.status).toBe(201);
    const documentId = (uploaded.answer as { document: { id: string } }).document.id;

    const sent = await call('signingRequests.create', {
      json: { customerId: (customer.answer as { id: string }).id, documentIds: [documentId] },
    });
    expect(sent.status).toBe(201);
    const requestId = (sent.answer as { id: string }).id;

    const status = await call('signingRequests.get', { params: { id: requestId } });
    expect(status.status).toBe(200);
    expect(status.answer).toMatchObject({ id: requestId, status: 'sent' });

    // A mistake answers as the document says too: a 4xx with a message, not a 5xx.
    const unknown = await call('signingRequests.get', { params: { id: crypto.randomUUID() } });
    expect(unknown.status).toBe(404);
    expect(unknown.answer).toHaveProperty('message');
  });
});
