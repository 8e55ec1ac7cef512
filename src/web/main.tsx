import { TooltipProvider } from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from './app/router.tsx';
import { ToasterWhenNeeded } from './components/ui/toaster-when-needed.tsx';
import { queryClient } from './lib/query-client.ts';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={700} skipDelayDuration={300}>
        <Router />
        <ToasterWhenNeeded />
      </TooltipProvider>
    </QueryClientProvider>
  </StrictMode>,
);
