// The dealer's dashboard drawn on the server (built by `vite build` into dist/ssr, loaded by
// src/server/plugins/dashboard-page.ts): the app's own tree (app/app.tsx) at the address asked for, given the
// answers of the calls its first screen makes (the server asked its own API for them with the dealer's
// cookie), so a phone paints the header and the overview's figures before any script has arrived. The
// browser then takes this markup over (hydrates) with the same answers, which travel in the page.
import { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { LATEST_REQUESTS_SHOWN } from '../shared/dealer/overview.ts';
import { App } from './app/app.tsx';
import { signingRequestsKey } from './lib/query-keys.ts';

/**
 * `answers`: each call's JSON answer by its path, the query key the app reads it under. Returns the markup
 * and the answers to put in the page: the requests list cut to the overview's latest few (the only screen
 * that reads the list under that key; the next refresh brings the whole first page back), so a dealer
 * with many requests does not carry a hundred of them in every page.
 */
export async function renderDashboardPage(
  path: string,
  answers: Record<string, unknown>,
): Promise<{ markup: string; answers: Record<string, unknown> }> {
  const requestsPath = signingRequestsKey[0]!;
  const requests = answers[requestsPath];
  const kept = Array.isArray(requests)
    ? { ...answers, [requestsPath]: requests.slice(0, LATEST_REQUESTS_SHOWN) }
    : answers;
  // The browser's client settings (lib/query-client.ts), with nothing ever fetched here: what has no answer
  // is drawn as the browser first draws it, loading.
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: () => new Promise<never>(() => undefined),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
    },
  });
  for (const [key, answer] of Object.entries(kept)) client.setQueryData([key], answer);
  try {
    // prerender waits for every lazy screen (the dashboard's chunk) instead of drawing its spinner.
    const { prelude } = await prerender(<App client={client} ssrPath={path} />);
    return { markup: await new Response(prelude).text(), answers: kept };
  } finally {
    client.clear();
  }
}
