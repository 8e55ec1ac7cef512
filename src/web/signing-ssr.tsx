// The signing page drawn on the server (built by `vite build` into dist/ssr, loaded by
// src/server/plugins/client.ts): the same components as the browser's signing-main.tsx, given the session
// the server has just opened, so the first page is on screen before any script arrives. The browser then
// takes over this markup (hydrates) with the same session, embedded in the page.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { SigningSession } from '../shared/documents/customer-signing.schema.ts';
import { type PageMessages, setPageMessages } from './features/customer-signing/i18n.tsx';
import { setWideFirst } from './features/customer-signing/layout-hint.ts';
import SigningPage from './features/customer-signing/signing-page.tsx';
import { signingSessionKey } from './lib/query-keys.ts';

export function renderSigningPage(
  token: string,
  session: SigningSession,
  wide: boolean,
  messages: PageMessages,
): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(signingSessionKey(token), session);
  // Rendering is synchronous: the guess and the language hold for this page alone.
  setWideFirst(wide);
  setPageMessages(messages);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={client}>
        <SigningPage params={{ token }} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
