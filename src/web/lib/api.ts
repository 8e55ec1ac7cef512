import type { QueryFunction } from '@tanstack/react-query';
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

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  return (await res.json()) as T;
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
