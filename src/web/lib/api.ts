import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import type { AnswerOf, BodyOf, Call, ParamsOf, QueryOf } from '../../shared/api/contract.ts';
import { urlOf } from '../../shared/api/url.ts';
import type { ApiErrorBody } from '../../shared/errors.ts';

/**
 * A failed call. Its message has the spec's form "{status}: {message}"; the parsed body is kept so
 * forms can show each field's issue.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, message: string, body?: ApiErrorBody) {
    super(`${status}: ${message}`);
    this.status = status;
    this.body = body;
  }

  /** The server's words without the status prefix, for toasts. */
  get reason(): string {
    return this.body?.message ?? this.message.replace(/^\d+: /, '');
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  let body: ApiErrorBody | undefined;
  try {
    body = JSON.parse(text) as ApiErrorBody;
  } catch {
    body = undefined;
  }
  throw new ApiError(res.status, body?.message ?? (text || res.statusText), body);
}

/** Every call sends the session cookie; a JSON body and its content type only when there is a body. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

type CallInput<C extends Call> = {
  params?: ParamsOf<C>;
  query?: QueryOf<C>;
  body?: BodyOf<C>;
};

/**
 * One call made from its contract (src/shared/api): the contract's method, its path filled from `params`,
 * the JSON body; the answer typed as the contract declares it (undefined for an answer that is not JSON).
 * A screen that must not load the contracts' schemas passes the call's zod-free address (shared/api/paths.ts)
 * and names the contract by type: `callApi<typeof signingRequestsApi.cancel>(ADDRESSES.cancelSigningRequest, …)`.
 */
export async function callApi<C extends Call>(call: C, input?: CallInput<NoInfer<C>>): Promise<AnswerOf<C>>;
export async function callApi<C extends Call>(
  address: Pick<C, 'method' | 'path'>,
  input?: CallInput<C>,
): Promise<AnswerOf<C>>;
export async function callApi<C extends Call>(
  call: Pick<C, 'method' | 'path'>,
  input: CallInput<C> = {},
): Promise<AnswerOf<C>> {
  const url = urlOf(
    call,
    input.params as Record<string, string> | undefined,
    input.query as Record<string, string> | undefined,
  );
  const res = await apiRequest(call.method, url, input.body);
  if (res.status === 204 || !res.headers.get('content-type')?.includes('json'))
    return undefined as AnswerOf<C>;
  return (await res.json()) as AnswerOf<C>;
}

/**
 * A list read from its contract with the count of all that match (the X-Total-Count header), for a screen
 * that pages by offset and shows "N of M".
 */
export async function callApiCounted<C extends Call>(
  call: C,
  input: CallInput<NoInfer<C>> = {},
): Promise<{ rows: AnswerOf<C>; total: number }> {
  const url = urlOf(
    call,
    input.params as Record<string, string> | undefined,
    input.query as Record<string, string> | undefined,
  );
  const res = await apiRequest(call.method, url);
  const rows = (await res.json()) as AnswerOf<C>;
  const total = Number(res.headers.get('x-total-count') ?? (Array.isArray(rows) ? rows.length : 0));
  return { rows, total };
}

/**
 * Every page of a paged list (customers, documents, signing requests): the first page from its contract,
 * then each `Link: <…>; rel="next"` the answers give, joined. For a screen that shows the whole list at once
 * (a select); a long list a person scrolls pages in the UI instead (web/lib/paged-list.ts).
 */
export async function callApiAll<C extends Call>(
  call: C,
  input: CallInput<NoInfer<C>> = {},
): Promise<AnswerOf<C>> {
  const rows: unknown[] = [];
  let url: string | null = urlOf(
    call,
    input.params as Record<string, string> | undefined,
    input.query as Record<string, string> | undefined,
  );
  while (url) {
    const res = await apiRequest('GET', url);
    rows.push(...((await res.json()) as unknown[]));
    url = res.headers.get('link')?.match(/<([^>]+)>;\s*rel="next"/)?.[1] ?? null;
  }
  return rows as AnswerOf<C>;
}

function keyOf(call: { path: string }, input: CallInput<Call> = {}): QueryKey {
  const params = input.params as Record<string, string | undefined> | undefined;
  const missing = [...call.path.matchAll(/:([A-Za-z0-9_]+)/g)].some(
    ([, name]) => params?.[name!] === undefined,
  );
  if (missing) return [call.path, input];
  return [urlOf(call, params as Record<string, string>, input.query as Record<string, string> | undefined)];
}

/** A read's options for useQuery: its key, its fetcher, and the answer's type, all from the call's contract. */
export type QueryOptionsOf<C extends Call> = { queryKey: QueryKey; queryFn: () => Promise<AnswerOf<C>> };

/**
 * A read made from its contract: `useQuery({ ...queryOf(customersApi.get, { params: { id } }), enabled })`.
 * The answer's type is the contract's, so a changed contract fails the build where the answer is used (the
 * lint, scripts/lint-queries.ts, refuses a useQuery that states its own). The key is `key` when the screen
 * shares one with others (to refresh them together, web/lib/query-keys.ts), else the call's address, or
 * its path and inputs while a path parameter is still missing (a read waiting on an id must not throw).
 */
export function queryOf<C extends Call>(
  call: C,
  input?: CallInput<NoInfer<C>>,
  key?: QueryKey,
): QueryOptionsOf<C> {
  return { queryKey: key ?? keyOf(call, input), queryFn: () => callApi(call, input) };
}

/**
 * queryOf for a screen that must not load zod: the call's zod-free address (shared/api/paths.ts), its
 * contract named by type, which the lint requires: `queryAt<typeof handoverApi.state>(ADDRESSES.x)`.
 */
export function queryAt<C extends Call>(
  address: Pick<C, 'method' | 'path'>,
  input?: CallInput<NoInfer<C>>,
  key?: QueryKey,
): QueryOptionsOf<C> {
  return { queryKey: key ?? keyOf(address, input), queryFn: () => callApi<C>(address, input) };
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** GET on the query key's parts joined with '/'. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}
