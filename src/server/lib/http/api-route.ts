// A route registered from its contract (src/shared/api): the path, the inputs' validation and the answer's
// serialisation all come from the one object the web client also builds its requests from. The contract is
// kept in the route's config, where the OpenAPI document (plugins/api-docs.ts) finds it.
import fastJson, { type Schema } from 'fast-json-stringify';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import {
  type AnswerOf,
  type Call,
  type CheckedBody,
  type CheckedParams,
  type CheckedQuery,
  jsonSchemaOf,
} from '../../../shared/api/contract.ts';
import { guardOf, personLimitOf, sharedLimitOf } from '../../plugins/route-door.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract this route was registered from. */
    call?: Call;
  }
}

export type ContractRequest<C extends Call> = FastifyRequest<{
  Params: CheckedParams<C>;
  Querystring: CheckedQuery<C>;
  Body: CheckedBody<C>;
}>;

type Answer<C extends Call> = C['answer'] extends undefined ? unknown : AnswerOf<C> | FastifyReply;

export type ContractHandler<C extends Call> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<Answer<C>> | Answer<C>;

export type RouteExtras = Omit<RouteShorthandOptions, 'schema' | 'serializerCompiler'> & {
  /**
   * Serialise the answer with fast-json-stringify from the answer's JSON Schema instead of checking it
   * against zod first: for the long lists (several times faster on 100 rows). Only the answer's declared
   * properties are written, so a row's paging columns never reach the client.
   */
  fast?: boolean;
};

type Hook = NonNullable<RouteShorthandOptions['onRequest']>;
const hooks = (first: unknown, rest: Hook | undefined) =>
  [first, ...(rest ? [rest].flat() : [])].filter(Boolean) as Hook;

/**
 * `route(app, customersApi.get, { onRequest }, handler)`: the contract's method and path, its checks, and
 * its door (plugins/route-door.ts): the declared guard runs before the route's own hooks, the declared rate
 * limit replaces any the route would set.
 */
export function route<C extends Call>(
  app: FastifyInstance,
  call: C,
  extras: RouteExtras,
  handler: ContractHandler<C>,
): void {
  const { fast, ...options } = extras;
  const sharedLimit = sharedLimitOf(call);
  app.route({
    ...options,
    onRequest: hooks(guardOf(call), options.onRequest),
    preHandler: hooks(personLimitOf(call), options.preHandler as Hook | undefined),
    method: call.method,
    url: call.path,
    schema: {
      ...(call.params && { params: call.params }),
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
      // Every success status shares the answer's shape (an upload of known bytes answers 200, a new one 201).
      ...(call.answer && { response: { '2xx': call.answer } }),
    },
    ...(fast && call.answer && { serializerCompiler: () => serializerOf(call) }),
    config: { ...options.config, call, rateLimit: sharedLimit ?? false },
    handler: handler as unknown as RouteHandlerMethod,
  });
}

/**
 * The answer's fast serialiser, for answers written once and kept (lib/http/dealer-answers.ts). Built on its
 * first use: building one takes milliseconds, and the server starts serving without building any.
 */
export function serializerOf<C extends Call>(call: C): (value: AnswerOf<C>) => string {
  const { answer } = call;
  if (!answer) throw new Error(`${call.id} declares no answer to serialise`);
  let serialize: ((value: AnswerOf<C>) => string) | undefined;
  return (value) => {
    serialize ??= fastJson(jsonSchemaOf(answer, 'output') as unknown as Schema) as (
      value: AnswerOf<C>,
    ) => string;
    return serialize(value);
  };
}
