// The one pattern for a screen backed by a query: loading, error (the server's words and Retry; a sign-in
// prompt when the session has gone), empty (with the next step) and data. A list that failed to load never
// pretends to be empty (DECISIONS.md "Signed-out visits and failed loads").
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, LogIn, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api.ts';
import { signInHref } from '../../lib/sign-in-link.ts';
import { Button, buttonClass } from './button.tsx';
import { Spinner } from './spinner.tsx';

type QueryLike<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'isFetching'> & {
  refetch: () => unknown;
};

export function QueryState<T>(props: {
  query: QueryLike<T>;
  /** What failed, in the dealer's words: "your customers", "the document". */
  what: string;
  /** True when the loaded data has nothing to show; `empty` is shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  loading?: ReactNode;
  title?: string;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <>{props.loading ?? <Spinner />}</>;
  if (query.isError || query.data === undefined)
    return (
      <LoadError
        error={query.error}
        what={props.what}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (props.isEmpty?.(query.data) && props.empty !== undefined) return <>{props.empty}</>;
  return <>{props.children(query.data)}</>;
}

/** A failed load said plainly: the server's message and Retry, or a sign-in prompt on 401. */
export function LoadError(props: {
  error: unknown;
  what: string;
  onRetry: () => void;
  retrying?: boolean;
  /** The spec's own headline where it gives one ('Failed to load document'). */
  title?: string;
}) {
  if (props.error instanceof ApiError && props.error.status === 401) return <SignInPrompt />;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-5 text-sm text-red-900">
      <p className="flex items-start gap-2 font-semibold">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>{props.title ?? `Could not load ${props.what}.`}</span>
      </p>
      <p className="mt-1 break-words">{describeLoadError(props.error)}</p>
      <Button variant="outline" className="mt-3" onClick={props.onRetry} disabled={props.retrying}>
        <RotateCcw className="h-4 w-4" aria-hidden="true" /> {props.retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  );
}

/** The session has ended: say so and offer sign-in that comes back here. */
export function SignInPrompt() {
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-5 text-sm text-amber-900"
    >
      <p className="font-semibold">You are signed out</p>
      <p className="mt-1">
        Your session has ended. Sign in again to see your dealership's data; nothing has been lost.
      </p>
      <a href={signInHref()} className={buttonClass('primary', 'mt-3')}>
        <LogIn className="h-4 w-4" aria-hidden="true" /> Sign in
      </a>
    </div>
  );
}

export function describeLoadError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 500)
      return `The server could not answer just now (${error.reason}). Please try again.`;
    return error.reason;
  }
  if (error instanceof TypeError) return 'Connection Error: please check your connection and try again.';
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
