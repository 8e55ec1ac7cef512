// The entry of sign.html, which the server sends for /sign/{token} and /customer-signing/{token}: the
// customer's signing page and only what it draws, so a phone on a slow connection downloads none of the
// dealer app (router, app shell, dashboards, tooltips). main.tsx is the entry of everything else.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Route, Switch } from 'wouter';
import type { SigningSession } from '../shared/documents/customer-signing.schema.ts';
import { ToasterWhenNeeded } from './components/ui/toaster-when-needed.tsx';
import { type PageMessages, setPageMessages, t, tWith } from './features/customer-signing/i18n.tsx';
import { setWideFirst } from './features/customer-signing/layout-hint.ts';
import SigningPage from './features/customer-signing/signing-page.tsx';
import { pageLive } from './lib/page-live.ts';
import { queryClient } from './lib/query-client.ts';
import { signingSessionKey } from './lib/query-keys.ts';
import './signing.css';

/** What a screen reader hears of a toast, in the customer's language (asked when the first toast shows). */
const toastWords = () => ({
  close: t('sign.toast.close'),
  label: t('sign.toast.label'),
  region: t('sign.toast.region'),
});

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Switch>
        <Route path="/sign/:token" component={SigningPage} />
        <Route path="/customer-signing/:token" component={SigningPage} />
        <Route component={IncompleteLink} />
      </Switch>
      <ToasterWhenNeeded words={toastWords} />
    </QueryClientProvider>
  </StrictMode>
);

function IncompleteLink() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 text-center">
      <p>
        {tWith('sign.incomplete', {
          link: (
            <a className="text-brand underline" href="/">
              {t('sign.incomplete.link')}
            </a>
          ),
        })}
      </p>
    </main>
  );
}

// The server put the customer's language's messages in the page (src/server/plugins/signing-page.ts): a
// drawn page only those its first screen shows, with the address of the whole set (`data-rest`), which
// public/after-load.js has asked for beside this script; the page is taken over once they are here, so no
// dialog ever opens without its words. A page from Vite's development server reads English's from the source.
const embedded = document.getElementById('signing-messages');
if (embedded?.textContent) {
  const first = JSON.parse(embedded.textContent) as PageMessages;
  setPageMessages(first);
  titleInLanguage();
  const rest = embedded.dataset.rest;
  if (rest) void wholeMessages(rest, first).then(start);
  else start();
} else if (import.meta.env.DEV) void developmentMessages().then(start);
else start();

/**
 * The whole set of the page's language, asked once more if the loader's ask failed; failing that too, the
 * page keeps its first screen's words (a dialog would then show its messages' names).
 */
async function wholeMessages(address: string, first: PageMessages) {
  const ask = () =>
    fetch(address)
      .then((res) => (res.ok ? (res.json() as Promise<PageMessages>) : null))
      .catch(() => null);
  const asked = (window as { __pageWords?: Promise<PageMessages | null> }).__pageWords;
  const all = (await asked) ?? (await ask());
  if (all?.language === first.language) {
    setPageMessages({ language: first.language, messages: { ...first.messages, ...all.messages } });
    titleInLanguage();
  }
}

/**
 * The tab's title in the page's language, as the server drew it in sign.html (signing-page.ts): set here for
 * a page the server did not draw in the customer's language (development's), and so in each language the
 * customer chooses from the menu (the page loads again in it). A first screen's messages may lack it (the
 * key then reads as itself): the whole set brings it.
 */
function titleInLanguage() {
  const title = t('sign.page.title');
  if (title !== 'sign.page.title') document.title = title;
}

// The server drew the page with the session it opened (signing-ssr.tsx) and put that session beside it:
// the browser takes the drawn page over with the same data, asking the server for nothing before.
function start() {
  const root = document.getElementById('root')!;
  const drawn = document.getElementById('signing-data');
  if (drawn?.textContent) {
    const data = JSON.parse(drawn.textContent) as {
      token: string;
      session: SigningSession;
      wide: boolean;
      textsLater?: boolean;
    };
    const key = signingSessionKey(data.token);
    queryClient.setQueryData(key, withDrawnTexts(data.session));
    setWideFirst(data.wide);
    hydrateRoot(root, app);
    // The other pages' texts (for screen readers) did not travel in the page: the session as the server
    // answers it brings them, once the page is live.
    if (data.textsLater) setTimeout(() => void queryClient.refetchQueries({ queryKey: key }), 0);
  } else {
    createRoot(root).render(app);
  }
  pageLive();
}

/** English as written, parsed here: only ever in development (the build leaves the ICU parser out). */
async function developmentMessages() {
  const { default: en } = await import('../shared/i18n/messages/en.json');
  setPageMessages({ language: 'en', messages: en });
  titleInLanguage();
}

/**
 * The drawn document's first page's text travels once, in its caption (the server leaves the texts out of
 * the data: src/server/plugins/signing-page.ts): read back from there before hydrating.
 */
function withDrawnTexts(session: SigningSession): SigningSession {
  for (const doc of session.documents) {
    const pages = document.querySelector(`[data-document="${CSS.escape(doc.id)}"]`);
    if (!pages) continue;
    // Each page's figure, in order (each stands beside its "Sign here" rail, not directly in the pages).
    const figures = pages.querySelectorAll(':scope > * > figure, :scope > figure');
    doc.pageImages.pages.forEach((page, i) => {
      if (page.text === '') page.text = figures[i]?.querySelector('figcaption')?.textContent ?? '';
    });
  }
  return session;
}
