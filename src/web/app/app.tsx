// The dealer app's whole tree, the same in the browser (main.tsx) and on the server (dashboard-ssr.tsx, which
// draws the dashboard's first screen): a page drawn on the server is taken over only by an identical tree.
import { TooltipProvider } from '@radix-ui/react-tooltip';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router as WouterRouter } from 'wouter';
import { ToasterWhenNeeded } from '../components/ui/toaster-when-needed.tsx';
import { Router } from './router.tsx';

/** `ssrPath`: the address being drawn on the server (the browser reads its own). */
export function App({ client, ssrPath }: { client: QueryClient; ssrPath?: string }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <WouterRouter ssrPath={ssrPath}>
          <TooltipProvider delayDuration={700} skipDelayDuration={300}>
            <Router />
            <ToasterWhenNeeded />
          </TooltipProvider>
        </WouterRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}
