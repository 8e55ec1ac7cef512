// The OpenAPI 3.1 document, written from the contracts the routes were registered with (src/shared/api):
// nothing here is typed by hand per call, so the document cannot say something the server does not do.
import {
  type Access,
  type Call,
  jsonSchemaOf,
  type KeyUse,
  openApiPath,
} from '../../../shared/api/contract.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import { escapeHtml } from './html.ts';

/** The ways in, by name. */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'docs2sign.session_token',
    description: 'The session cookie set by signing in (`__Secure-` prefixed over HTTPS).',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A dealership's API key (Settings → API keys), as `Authorization: Bearer <key>`. It acts as the " +
      'dealership’s owner where a call allows a key: each call says whether a read key, only a read-write ' +
      'key, or no key at all (a person’s own act) may make it; otherwise 403.',
  },
} as const;

/** Which ways in open a call: a session, and an API key where the call allows one. */
function securityOf(call: Call): Record<string, string[]>[] {
  if (call.access === 'public' || call.access === 'signer') return [];
  const keyed = call.apiKey === 'read' || call.apiKey === 'write';
  return keyed ? [{ session: [] }, { apiKey: [] }] : [{ session: [] }];
}

const ACCESS_WORDS: Record<Access, string> = {
  public: 'Anyone may call this.',
  signer: 'The customer holding the signing link (its token is in the path).',
  sales:
    'Any signed-in member of the dealership; every record is the dealer’s own (another dealer’s id answers 404).',
  manager: 'The dealership’s owner or a manager (403 for a sales member).',
  owner: 'The dealership’s owner only.',
  admin: 'A platform administrator.',
};

const KEY_WORDS: Record<KeyUse, string> = {
  read: 'An API key may call it, read or read-write.',
  write: 'A read-write API key may call it (403 for a read key).',
  never: 'Never with an API key: a person’s own act (403).',
};

const limitWords = (limit: Call['limit']) =>
  'none' in limit
    ? `No rate limit of its own: ${limit.none}.`
    : `At most ${limit.max} a ${limit.per} per ${limit.by === 'user' ? 'person or key' : limit.by} (429 beyond).`;

/** The call's door in words: who, with which key, how often. */
function doorWords(call: Call): string {
  const words = [ACCESS_WORDS[call.access]];
  if (call.apiKey) words.push(KEY_WORDS[call.apiKey]);
  words.push(limitWords(call.limit));
  return words.join(' ');
}

type Json = Record<string, unknown>;

function parameters(call: Call): Json[] {
  const list: Json[] = [];
  for (const [where, schema] of [
    ['path', call.params],
    ['query', call.query],
  ] as const) {
    if (!schema) continue;
    const json = jsonSchemaOf(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {}))
      list.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
  }
  return list;
}

function requestBody(call: Call): Json | undefined {
  if (call.body)
    return { required: true, content: { 'application/json': { schema: jsonSchemaOf(call.body, 'input') } } };
  if (!call.upload) return undefined;
  const properties = Object.fromEntries(
    Object.entries(call.upload).map(([name, kind]) => [
      name,
      kind === 'file' ? { type: 'string', contentMediaType: 'application/octet-stream' } : { type: 'string' },
    ]),
  );
  return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties } } } };
}

function success(call: Call): Json {
  const status = call.status ?? 200;
  const description = status === 201 ? 'Created' : status === 204 ? 'Done, no body' : 'OK';
  if (status === 303)
    return {
      description: 'Done: go on to the Location',
      headers: { Location: { schema: { type: 'string' } } },
    };
  if (call.answer)
    return { description, content: { 'application/json': { schema: jsonSchemaOf(call.answer, 'output') } } };
  if (call.file) {
    const types = typeof call.file === 'string' ? [call.file] : call.file;
    return {
      description,
      content: Object.fromEntries(types.map((t) => [t, { schema: { type: 'string' } }])),
    };
  }
  return { description };
}

function operation(call: Call): Json {
  const params = parameters(call);
  const body = requestBody(call);
  return {
    operationId: call.id,
    summary: call.summary,
    description: doorWords(call),
    tags: [call.tag],
    security: securityOf(call),
    ...(params.length > 0 && { parameters: params }),
    ...(body && { requestBody: body }),
    responses: {
      [String(call.status ?? 200)]: success(call),
      default: {
        description: 'An error, in plain words (4xx: what to change; 5xx: try again later)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
}

export function openApiDocument(calls: Call[], info: { title: string; version: string }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const tags = new Set<string>();
  for (const call of [...calls].sort((a, b) => a.path.localeCompare(b.path))) {
    const path = openApiPath(call.path);
    paths[path] ??= {};
    paths[path][call.method.toLowerCase()] = operation(call);
    tags.add(call.tag);
  }
  return {
    openapi: '3.1.0',
    info,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(apiErrorSchema, 'output') },
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

/** The reference page: every operation by feature, with who may call it; the schemas are in the document. */
const tagAnchor = (tag: string) => `section-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * The reference page's own look, inline (the page has no build of its own; the CSP allows inline styles):
 * the app's system font and slate colours, tables that scroll sideways on a phone rather than overflow.
 */
const REFERENCE_STYLE = [
  'body{margin:0;background:#f8fafc;color:#0f172a;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  'main{max-width:72rem;margin:0 auto;padding:1.5rem 1rem 3rem}',
  'h1{font-size:1.75rem;margin:0 0 .5rem}h2{font-size:1.15rem;margin:2rem 0 .5rem}',
  'a{color:#4338ca}code{font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:break-word}',
  'nav{display:flex;flex-wrap:wrap;gap:.25rem .75rem;margin:.75rem 0;font-size:14px}',
  'section{overflow-x:auto}',
  'table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #e2e8f0;border-radius:.5rem}',
  'th,td{text-align:left;vertical-align:top;padding:.5rem .75rem;border-bottom:1px solid #e2e8f0}',
  'th{background:#f1f5f9;font-size:13px;color:#475569}td:first-child{min-width:16rem}td:last-child{color:#475569}',
].join('');

/** A path that may wrap after each slash, so a narrow screen breaks it between segments, never inside one. */
const pathWithBreaks = (path: string) => escapeHtml(path).replaceAll('/', '/<wbr>');

export function referencePage(calls: Call[], documentUrl: string): string {
  const byTag = new Map<string, Call[]>();
  for (const call of [...calls].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  ))
    byTag.set(call.tag, [...(byTag.get(call.tag) ?? []), call]);
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([tag, list]) =>
        `<section id="${escapeHtml(tagAnchor(tag))}"><h2>${escapeHtml(tag)}</h2><table><thead><tr><th>Call</th><th>What it does</th><th>Who</th></tr></thead><tbody>${list
          .map(
            (call) =>
              `<tr id="${escapeHtml(call.id)}"><td><code>${call.method} ${pathWithBreaks(call.path)}</code></td><td>${escapeHtml(call.summary)}</td><td>${call.access}</td></tr>`,
          )
          .join('')}</tbody></table></section>`,
    )
    .join('');
  const contents = [...byTag.keys()]
    .sort((a, b) => a.localeCompare(b))
    .map((tag) => `<a href="#${escapeHtml(tagAnchor(tag))}">${escapeHtml(tag)}</a>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Docs2Sign API reference</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${REFERENCE_STYLE}</style></head><body><main><h1>Docs2Sign API reference</h1><nav aria-label="Sections">${contents}</nav><p>${calls.length} operations. The request and answer schemas of each are in the <a href="${escapeHtml(documentUrl)}">OpenAPI 3.1 document</a>. Errors answer <code>{ "message": "…" }</code> in plain words.</p>${sections}</main></body></html>`;
}
