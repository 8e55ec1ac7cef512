// The dealer's dashboard, the screen a signed-in dealer opens most: the app's index.html with the dashboard's
// own chunks named in it (modulepreload), so they load beside the app's entry instead of after it, and with
// the calls every signed-in screen waits on preloaded (a Link header), so they are on the way before any
// script has run. The app then finds each answer ready when it asks (a preload with the same credentials is
// used by the fetch).
import path from 'node:path';
import { PATHS } from '../../shared/api/paths.ts';
import { builtText } from './built-files.ts';

/** The dashboard screen's module in the build manifest (the router's lazy import of it). */
const DASHBOARD_MODULE = 'src/web/features/dashboard/dashboard-page.tsx';

/**
 * What every signed-in screen asks for before it draws (the session, the handover lock, the dealer's colours),
 * whichever screen or tab the address opens. Only these: a preload the page never uses stays in the browser's
 * memory for the page's life and would answer a later fetch of the same address with its old data (the
 * overview's counters fetched when the dealer opened /dashboard/customers, or while the device was locked
 * for a customer, would show stale figures on the overview afterwards).
 */
const FIRST_CALLS = [PATHS.authUser, '/api/handover', '/api/dealer/settings'];

/** Addresses that open the dashboard for a signed-in dealer (the router's SignedInRoutes). */
export const DASHBOARD_PATHS = ['/dashboard', '/dashboard/:tab', '/dealer-dashboard', '/documents'];

export const dashboardPreloads = FIRST_CALLS.map(
  (url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`,
).join(', ');

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/**
 * Answers index.html with the dashboard's chunks preloaded, or null when the build has no index.html (the
 * caller sends what it has). Without a manifest, or with no dashboard in it, index.html as it is.
 */
export function dashboardPageRenderer(clientDir: string) {
  const template = builtText(path.join(clientDir, 'index.html'));
  const manifest = builtText(path.join(clientDir, '.vite', 'manifest.json'));
  let drawn: { template: string; manifest: string | null; page: string } | null = null;

  return (): string | null => {
    const html = template();
    if (html === null) return null;
    const chunks = manifest();
    if (drawn?.template === html && drawn.manifest === chunks) return drawn.page;
    const files = chunks ? dashboardFiles(JSON.parse(chunks) as Record<string, ManifestChunk>) : [];
    // Files the page already names (the entry and its imports) are left as they are.
    const links = files
      .filter((file) => !html.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    const page = links.length ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : html;
    drawn = { template: html, manifest: chunks, page };
    return page;
  };
}

/** The dashboard's chunk and every chunk it imports statically, other than the app's entry. */
function dashboardFiles(manifest: Record<string, ManifestChunk>): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(DASHBOARD_MODULE);
  return [...seen].map((key) => manifest[key]!.file);
}
