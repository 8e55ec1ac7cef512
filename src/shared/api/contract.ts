// One contract per call: its method, path, inputs and answer, written once as zod. The server registers its
// route from it (validation, serialisation, the OpenAPI document) and the web client builds its requests
// from the same object, so the two cannot drift apart. One file per feature beside this one.
import { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make the call: anyone, a signed-in dealer, a platform administrator, or the customer holding a
 * signing link. The OpenAPI document names the way in for each (and a later way in, such as API keys, is
 * added there and in the guard, not call by call).
 */
export type Access = 'public' | 'dealer' | 'admin' | 'signer';

export type CallSpec = {
  method: Method;
  /** Fastify's form: `/api/customers/:id`; each `:name` is a key of `params`. */
  path: `/${string}`;
  /** One line for the API reference. */
  summary: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body; a multipart upload names its parts in `upload` instead. */
  body?: z.ZodType;
  /** Multipart form fields (each a file unless said otherwise), for the reference only. */
  upload?: Record<string, 'file' | 'text'>;
  /** The JSON answer. Without it, the call answers `file` bytes or no body. */
  answer?: z.ZodType;
  /** A non-JSON answer's media type (a PDF, a ZIP, an event stream), or the types it may be (a page image). */
  file?: string | readonly string[];
  /** The success status: 200 unless said (201 for a creation, 204 for no body, 303 to go on elsewhere). */
  status?: 200 | 201 | 202 | 204 | 303;
};

/** A contract as a feature exports it: its spec, named (`customers.list`) and tagged by its feature. */
export type Call<S extends CallSpec = CallSpec> = S & { id: string; tag: string };

/**
 * A feature's calls, each named by its key: `export const customersApi = calls('Customers', { list: {…} })`.
 * `satisfies` keeps each spec's exact zod types for the server's handlers and the client's fetchers.
 */
export function calls<const T extends Record<string, CallSpec>>(
  tag: string,
  specs: T,
): { [K in keyof T]: Call<T[K]> } {
  const named = {} as Record<string, Call>;
  for (const [key, spec] of Object.entries(specs)) named[key] = { ...spec, id: `${camel(tag)}.${key}`, tag };
  return named as { [K in keyof T]: Call<T[K]> };
}

const camel = (tag: string) =>
  tag.replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase()).replace(/^./, (c) => c.toLowerCase());

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the client sends: the params to fill the path, the query, the JSON body. */
export type ParamsOf<C extends CallSpec> = In<C['params']>;
export type QueryOf<C extends CallSpec> = In<C['query']>;
export type BodyOf<C extends CallSpec> = In<C['body']>;
/** What the client receives (the answer as JSON carries it). */
export type AnswerOf<C extends CallSpec> = C['answer'] extends z.ZodType ? z.output<C['answer']> : unknown;

/** What the server's handler sees once the inputs have been checked. */
export type CheckedParams<C extends CallSpec> = Out<C['params']>;
export type CheckedQuery<C extends CallSpec> = Out<C['query']>;
export type CheckedBody<C extends CallSpec> = Out<C['body']>;

// The address builder lives apart, free of zod: the customer's signing page and the dealer app's first
// screen call the API through src/web/lib/api.ts and must not download zod for it (npm run bench:bundle).
export { urlOf } from './url.ts';

/** `/api/customers/:id` as OpenAPI writes it: `/api/customers/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

// Pieces many answers share.

/** A time as the answer carries it: ISO 8601 text (a Date from the database is written that way). */
export const dateTime = z.union([z.string(), z.date()]);
export const dateTimeOrNull = dateTime.nullable();
/** `{ message }`: the plain-words answer of many commands. */
export const messageAnswer = z.object({ message: z.string() });
export const idParams = z.object({ id: z.uuid() });

/**
 * A schema as JSON Schema (draft 2020-12, OpenAPI 3.1's dialect): `input` for what a caller sends, `output`
 * for an answer. The fast serialiser of the long lists and the OpenAPI document both come from here.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      if (ctx.zodSchema !== dateTime) return;
      for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as Record<string, unknown>)[key];
      Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    },
  });
  return json;
}
