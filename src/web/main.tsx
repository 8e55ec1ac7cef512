import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { queryClient } from './lib/query-client.ts';
import './styles.css';

// A signed-in dealer's dashboard is drawn on the server (dashboard-ssr.tsx) with the answers of the calls its
// first screen makes, put beside it under their query keys: the browser takes the drawn page over with the
// same answers, so it shows the same thing and asks again only for what is kept fresh (the dealer settings).
const root = document.getElementById('root')!;
const drawn = document.getElementById('app-data');
if (drawn?.textContent) {
  const answers = JSON.parse(drawn.textContent) as Record<string, unknown>;
  for (const [path, answer] of Object.entries(answers)) queryClient.setQueryData([path], answer);
  // As a transition, React takes the page over in slices of a few milliseconds instead of one long task, so
  // a phone stays responsive meanwhile (a tap on a part not yet taken over is replayed once it is).
  startTransition(() => {
    hydrateRoot(root, <App client={queryClient} />);
  });
} else {
  createRoot(root).render(<App client={queryClient} />);
}
// Taps held on the drawn page (public/after-load.js) are made again by the app shell once it has been
// taken over (app-shell.tsx): before then the header and the dashboard are still the server's markup.
