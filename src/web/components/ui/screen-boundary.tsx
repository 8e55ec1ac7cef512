// A screen that fails to load or draw (its lazily loaded code unreachable: 'Failed to fetch dynamically
// imported module', or an error while drawing) shows what happened and a Retry, in place of the screen,
// instead of blanking the whole app. A class: React catches render errors only in one.
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button.tsx';

type State = { error: unknown; retrying: boolean; stillDown: boolean };

/** A failed load of a screen's code (not a fault in it): the network or the server. */
export const isLoadFailure = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Loading chunk/i.test(
    error.message,
  );

type Props = {
  children: ReactNode;
  /** When it changes (another address), a failure shown is cleared and the children drawn afresh. */
  resetKey?: string;
};

export class ScreenBoundary extends Component<Props, State> {
  override state: State = { error: null, retrying: false, stillDown: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) {
      this.setState({ error: null, retrying: false, stillDown: false });
    }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the console for whoever looks into it; the screen says it in words.
    console.warn('screen failed to load', error, info.componentStack);
  }

  /**
   * A module that failed to load stays failed for this page (the browser and React keep the answer), so a
   * retry loads the page again, once the server answers: while it does not, the card says so and stays.
   */
  retry = async () => {
    this.setState({ retrying: true, stillDown: false });
    const up = await fetch('/healthz', { cache: 'no-store' }).then(
      (res) => res.ok,
      () => false,
    );
    if (up) window.location.reload();
    else this.setState({ retrying: false, stillDown: true });
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    const loading = isLoadFailure(this.state.error);
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-5 text-sm text-red-900"
        >
          <p className="flex items-start gap-2 font-semibold">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              {loading ? 'This screen could not be loaded.' : 'Something went wrong on this screen.'}
            </span>
          </p>
          <p className="mt-1">
            {this.state.stillDown
              ? 'Docs2Sign still cannot be reached. Check your connection, then try again.'
              : loading
                ? 'Docs2Sign could not be reached. Check your connection, then retry.'
                : 'Retry loads it again; what you saved is kept.'}
          </p>
          <Button variant="outline" className="mt-3" onClick={this.retry} disabled={this.state.retrying}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" /> {this.state.retrying ? 'Retrying…' : 'Retry'}
          </Button>
        </div>
      </div>
    );
  }
}
