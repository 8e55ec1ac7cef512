// The signing page's header: the dealer's name and logo, the session's state and the customer's name.
// Compact on a phone, so the document starts high on the screen.
import type { SigningSession } from '../../../shared/documents/customer-signing.schema.ts';
import { t } from './i18n.tsx';
import { LanguageMenu } from './language-menu.tsx';

export function SessionHeader({ session, token }: { session: SigningSession; token: string }) {
  const completed = session.status === 'completed';
  return (
    <header className="bg-brand-2 text-on-brand-2">
      {/* A phone on its side has little height: the header becomes one line. */}
      <div className="mx-auto max-w-5xl px-4 py-2 sm:py-4 [@media(max-height:500px)]:flex [@media(max-height:500px)]:flex-wrap [@media(max-height:500px)]:items-center [@media(max-height:500px)]:gap-x-3 [@media(max-height:500px)]:py-1">
        <div className="flex items-center justify-between gap-2">
          <p className="flex min-w-0 items-center gap-2 text-sm font-semibold">
            {session.dealer.logoUrl && (
              <img src={session.dealer.logoUrl} alt="" className="h-6 w-auto rounded bg-white p-0.5 sm:h-7" />
            )}
            <bdi className="truncate">{session.dealer.name}</bdi>
          </p>
          {/* The dealership countersigns in the app's own language; everyone else may choose. */}
          {session.signer?.slot !== 'dealer' && <LanguageMenu token={token} />}
        </div>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-2 [@media(max-height:500px)]:mt-0 [@media(max-height:500px)]:flex-1">
          <h1 className="text-lg font-semibold sm:text-xl [@media(max-height:500px)]:text-base">
            {t('sign.header.title')}
          </h1>
          <span className="rounded-full border border-current px-2 py-0.5 text-xs font-medium sm:px-3 sm:py-1 sm:text-sm">
            {completed ? t('sign.header.completed') : t('sign.header.inProgress')}
          </span>
        </div>
        <p className="text-sm">
          <bdi>{session.customer.name}</bdi>
        </p>
      </div>
    </header>
  );
}
