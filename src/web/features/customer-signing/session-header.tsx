// The signing page's header: the dealer's name and logo, the session's state and the customer's name.
// Compact on a phone, so the document starts high on the screen.
import type { SigningSession } from '../../../shared/customer-signing.schema.ts';

export function SessionHeader({ session }: { session: SigningSession }) {
  const completed = session.status === 'completed';
  return (
    <header className="bg-brand-2 text-on-brand-2">
      {/* A phone on its side has little height: the header becomes one line. */}
      <div className="mx-auto max-w-5xl px-4 py-2 sm:py-4 [@media(max-height:500px)]:flex [@media(max-height:500px)]:flex-wrap [@media(max-height:500px)]:items-center [@media(max-height:500px)]:gap-x-3 [@media(max-height:500px)]:py-1">
        <p className="flex items-center gap-2 text-sm font-semibold">
          {session.dealer.logoUrl && (
            <img src={session.dealer.logoUrl} alt="" className="h-6 w-auto rounded bg-white p-0.5 sm:h-7" />
          )}
          {session.dealer.name}
        </p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-2 [@media(max-height:500px)]:mt-0 [@media(max-height:500px)]:flex-1">
          <h1 className="text-lg font-semibold sm:text-xl [@media(max-height:500px)]:text-base">
            Document Signing Session
          </h1>
          <span className="rounded-full border border-current px-2 py-0.5 text-xs font-medium sm:px-3 sm:py-1 sm:text-sm">
            {completed ? 'Completed' : 'In Progress'}
          </span>
        </div>
        <p className="text-sm">{session.customer.name}</p>
      </div>
    </header>
  );
}
