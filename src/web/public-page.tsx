// The landing page's tree, shared by its server renderer (landing-ssr.tsx) and its browser entry
// (landing-main.tsx), so the markup the browser takes over is the markup the server drew.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { type BaseLocationHook, Router } from 'wouter';
import { ToasterWhenNeeded } from './components/ui/toaster-when-needed.tsx';
import LandingPage from './features/public-site/landing-page.tsx';
import { queryClient } from './lib/query-client.ts';

/**
 * The landing page is its own small entry, without the app's router: a link from it loads the next page
 * in full (the app's index.html), rather than changing the address of a page that cannot draw it.
 */
const fullPageLoads: BaseLocationHook = () => [
  typeof window === 'undefined' ? '/' : window.location.pathname,
  (to: string) => window.location.assign(to),
];

export function LandingApp() {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router hook={fullPageLoads} ssrPath="/">
          <LandingPage />
        </Router>
        <ToasterWhenNeeded />
      </QueryClientProvider>
    </StrictMode>
  );
}
