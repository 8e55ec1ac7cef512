// One contract per call: its method, path, inputs and answer, written once as zod. The server registers its
// route from it (validation, serialisation, the OpenAPI document) and the web client builds its requests
// from the same object, so the two cannot drift apart. One file per feature beside this one.
import { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make the call: anyone; the customer holding a signing link (checked by the handler); a member of
 * the dealership from sales up, from manager up, or its owner alone; a platform administrator. The route's
 * guard (server/lib/http/api-route.ts) enforces it from here, and the authorization sweep calls every route as
 * every kind of caller and fails on an answer this does not allow.
 */
export type Access = 'public' | 'signer' | 'sales' | 'manager' | 'owner' | 'admin';
export const DEALER_ACCESS = ['sales', 'manager', 'owner'] as const;

/**
 * Whether an integration's API key may make a dealer call: a read key and a read-write key ('read'), a
 * read-write key only ('write'), or no key at all ('never': the call is a person's, such as a signing link,
 * the team, keys, webhooks or erasure). A key acts as the dealership's owner.
 */
export type KeyUse = 'read' | 'write' | 'never';

/**
 * What a call's rate limit counts against: the caller's address, the signed-in person (or key), the whole
 * dealership, the signing link in the path, or the session (a handed-over device). Address, link and
 * session limits guard secrets against guessing, so several instances count them together in the
 * database; person and dealership limits guard against one tenant flooding the rest and are counted in
 * each instance's memory (a cheap cap, per instance).
 */
export type LimitBy = 'address' | 'user' | 'dealer' | 'link' | 'session';
export type RateLimit = { max: number; per: 'minute' | 'hour'; by: LimitBy };
/** No limit of the call's own, with the reason written beside it. */
export type NoLimit = { none: string };

type Door =
  | {
      access: 'public' | 'signer' | 'admin';
      apiKey?: never;
      /** The call also answers `Authorization: Bearer` with the secret this setting names (a scraper's). */
      orBearer?: string;
    }
  | {
      access: (typeof DEALER_ACCESS)[number];
      apiKey: KeyUse;
      /**
       * Why a key may make a call that is otherwise a person's (links, team, keys, webhooks, erasure);
       * the contract sweep fails on such a call without one.
       */
      apiKeyReason?: string;
    };

export type CallSpec = Door & {
  method: Method;
  /** Fastify's form: `/api/customers/:id`; each `:name` is a key of `params`. */
  path: `/${string}`;
  /** One line for the API reference. */
  summary: string;
  /** How often a caller may make it, and against what it counts. */
  limit: RateLimit | NoLimit;
  /**
   * The call still answers a session whose device is handed to a customer ("Sign in person"); every other
   * dealer call answers 423 there, so the customer holding the device reaches nothing of the dealer's.
   */
  duringHandover?: true;
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

// The doors most calls share, spread into each call (`...dealerReads`), so a call states all three parts.
/** A person's own pace in the dealer app: far above what a person clicks, far below a flood. */
export const PER_PERSON: RateLimit = { max: 600, per: 'minute', by: 'user' };
/** Anything a signed-in member of the dealership reads, with either kind of key. */
export const memberReads = { access: 'sales', apiKey: 'read', limit: PER_PERSON } as const;
/** Anything a member changes, with a read-write key. */
export const memberWrites = { access: 'sales', apiKey: 'write', limit: PER_PERSON } as const;
/** An owner's or manager's read or change, with a key as the call says. */
export const managerReads = { access: 'manager', apiKey: 'read', limit: PER_PERSON } as const;
export const managerWrites = { access: 'manager', apiKey: 'write', limit: PER_PERSON } as const;
/** A person's own act in the app: never with a key. */
export const memberOnly = { access: 'sales', apiKey: 'never', limit: PER_PERSON } as const;
export const managerOnly = { access: 'manager', apiKey: 'never', limit: PER_PERSON } as const;
/** The platform's administrators. */
export const adminDoor = { access: 'admin', limit: PER_PERSON } as const;

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
