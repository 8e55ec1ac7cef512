// The dealer's dashboard, the screen a signed-in dealer opens most. Its first screen (header, tabs, the
// overview's counters and latest requests) is drawn on the server with the app's own components
// (src/web/dashboard-ssr.tsx, built into dist/ssr) from the answers the server's own API gives the dealer's
// cookie, which travel in the page for the browser to take the drawing over with; the stylesheet is inline
// and the scripts (the entry and the dashboard's chunks) start once the page has painted, so a phone paints
// the overview with the HTML alone. When it cannot be drawn (no server renderer built, a session that
// has ended, a failure) the app's index.html is sent with the chunks preloaded and the first calls on their
// way (a Link header), and the browser draws it.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PATHS } from '../../shared/api/paths.ts';
import { LATEST_REQUESTS_SHOWN } from '../../shared/dealer/overview.ts';
import { builtModule, builtText, withRoot } from './built-files.ts';
import { withFirstScreenStyles } from './first-screen-css.ts';
import { brandStyle, inlineScriptHashes } from './signing-page.ts';

/** The dashboard screen's module in the build manifest (the router's lazy import of it). */
const DASHBOARD_MODULE = 'src/web/features/dashboard/dashboard-page.tsx';

/**
 * What every signed-in screen asks for before it draws (the session, the handover lock, the dealer's colours),
 * whichever screen or tab the address opens. Only these: a preload the page never uses stays in the browser's
 * memory for the page's life and would answer a later fetch of the same address with its old data (the
 * overview's counters fetched when the dealer opened /dashboard/customers, or while the device was locked
 * for a customer, would show stale figures on the overview afterwards).
 */
const FIRST_CALLS = [PATHS.authUser, PATHS.handover, PATHS.dealerSettings];
/**
 * The calls the overview's first screen makes, answered in the page drawn on the server, each under the path
 * the app reads it by (`key`). The latest requests are the overview's own short page, as the browser asks
 * for it: the list's full first page (a hundred requests, 75 KB for a busy dealer) was read and cut to five.
 * The header's bell shows how many notifications are unread: it reads that figure, not the hundred
 * notifications (23 KB of the page), which the notifications tab fetches when opened.
 * The administrator's broadcast banner is not among them: whether it shows depends on this browser's
 * storage (a dismissed message), so it is drawn after the page is taken over, as before.
 */
const DRAWN_CALLS: { key: string; url: string }[] = [
  ...[...FIRST_CALLS, PATHS.notificationsUnread, PATHS.dashboardStats].map((url) => ({ key: url, url })),
  { key: PATHS.signingRequests, url: `${PATHS.signingRequests}?limit=${LATEST_REQUESTS_SHOWN}` },
];
const SESSION_CALL = PATHS.authUser;
/** Drawn overviews kept (about 20 KB of markup each, keyed by the answers they show): the dealers seen lately. */
const DRAWN_KEPT = 50;
const SETTINGS_CALL = PATHS.dealerSettings;

/** Addresses that open the dashboard for a signed-in dealer (the router's SignedInRoutes). */
export const DASHBOARD_PATHS = ['/dashboard', '/dashboard/:tab', '/dealer-dashboard', '/documents'];
/** Those that open on the overview, the first screen drawn on the server (`/` is the dashboard too, signed in). */
const OVERVIEW_PATHS = new Set(['/', '/dashboard', '/dashboard/overview', '/dealer-dashboard']);

export const dashboardPreloads = FIRST_CALLS.map(
  (url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`,
).join(', ');

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Renderer = {
  renderDashboardPage: (
    path: string,
    answers: Record<string, unknown>,
  ) => Promise<{ markup: string; answers: Record<string, unknown> }>;
};
/** One of the app's own GET calls made with the dealer's cookie: its status and body. */
export type AskOwnApi = (url: string) => Promise<{ status: number; body: string }>;
type BrandColours = Parameters<typeof brandStyle>[0];
type Template = {
  html: string;
  manifest: string | null;
  loader: string | null;
  icon: string | null;
  page: string;
  drawable: string | null;
  /** The CSP hashes of the drawable page's inline scripts (its loader). */
  scripts: string[];
};

/**
 * Answers the dashboard for a signed-in browser: drawn on the server when the address opens the overview
 * and the session holds (with `scripts`, the hashes its Content-Security-Policy must allow), else index.html
 * with the dashboard's chunks preloaded (`drawn: false`, the caller adds the Link preloads); null when the
 * build has no index.html.
 */
export function dashboardPageRenderer(clientDir: string, log: FastifyBaseLogger) {
  const template = builtText(path.join(clientDir, 'index.html'));
  const manifest = builtText(path.join(clientDir, '.vite', 'manifest.json'));
  const loaderFile = builtText(path.join(clientDir, 'after-load.js'));
  const iconFile = builtText(path.join(clientDir, 'favicon.svg'));
  const renderer = builtModule<Renderer>(path.join(clientDir, '..', 'ssr', 'dashboard-ssr.js'));
  let prepared: Template | null = null;
  // A drawn overview is a function of its address and answers alone (no clock in it): a dealer coming back
  // to unchanged figures is answered without drawing again. Emptied when a build replaces the renderer.
  const drawnPages = new Map<
    string,
    { markup: string; data: string; page?: { template: string; html: string } }
  >();
  let drawnWith: Promise<Renderer> | null = null;

  /** index.html with the chunks named, and (when its stylesheet can be read) a copy with it inline. */
  const preparedPage = (): Template | null => {
    const html = template();
    if (html === null) return null;
    const chunks = manifest();
    const loader = loaderFile();
    const icon = iconFile();
    if (
      prepared?.html === html &&
      prepared.manifest === chunks &&
      prepared.loader === loader &&
      prepared.icon === icon
    )
      return prepared;
    const files = chunks ? dashboardFiles(JSON.parse(chunks) as Record<string, ManifestChunk>) : [];
    // Files the page already names (the entry and its imports) are left as they are.
    const links = files
      .filter((file) => !html.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    const page = links.length ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : html;
    const inline = stylesInline(page, clientDir);
    const drawable = inline && withIconInside(scriptsAfterLoad(inline, loader), icon);
    const scripts = drawable ? inlineScriptHashes(drawable) : [];
    prepared = { html, manifest: chunks, loader, icon, page, drawable, scripts };
    return prepared;
  };

  return async (
    url: string,
    ask: AskOwnApi | undefined,
  ): Promise<{ page: string; drawn: boolean; scripts?: string[] } | null> => {
    const ready = preparedPage();
    if (!ready) return null;
    const plain = { page: ready.page, drawn: false };
    const pathname = url.split('?')[0]!;
    const loading = renderer();
    if (!ask || !loading || ready.drawable === null || !OVERVIEW_PATHS.has(pathname)) return plain;
    try {
      const answers = await askAll(ask);
      // A session that has ended (or any surprise in it): the browser asks and shows sign-in as before.
      if (!answers) return plain;
      if (drawnWith !== loading) {
        drawnPages.clear();
        drawnWith = loading;
      }
      const key = `${url}\n${JSON.stringify(answers)}`;
      let drawn = drawnPages.get(key);
      if (!drawn) {
        const { renderDashboardPage } = await loading;
        const { markup, answers: shown } = await renderDashboardPage(url, answers);
        // `<` escaped: the answers' texts can never close the script element they travel in.
        drawn = { markup, data: JSON.stringify(shown).replace(/</g, '\\u003c') };
        if (drawnPages.size >= DRAWN_KEPT) drawnPages.delete(drawnPages.keys().next().value!);
        drawnPages.set(key, drawn);
      }
      // The finished page is kept with its drawing (cutting the stylesheet reads the whole page).
      if (drawn.page?.template !== ready.drawable) {
        const html = withRoot(
          ready.drawable,
          drawn.markup,
          `<script type="application/json" id="app-data">${drawn.data}</script>`,
        ).replace(
          '<html lang="en-GB">',
          `<html lang="en-GB"${brandStyle(answers[SETTINGS_CALL] as BrandColours)}>`,
        );
        // A sheet not laid out as Tailwind writes it stays whole: nothing then to load after.
        const cut = withFirstScreenStyles(html).replace(/<style data-href="[^"]*">/g, '<style>');
        drawn.page = { template: ready.drawable, html: cut };
      }
      return { page: drawn.page.html, drawn: true, scripts: ready.scripts };
    } catch (error) {
      log.error({ err: error }, 'dashboard could not be drawn on the server');
      return plain;
    }
  };
}

/** Each drawn call's answer by its path; null unless the session holds. A call that fails is left out. */
async function askAll(ask: AskOwnApi): Promise<Record<string, unknown> | null> {
  const replies = await Promise.all(DRAWN_CALLS.map((call) => ask(call.url)));
  const answers: Record<string, unknown> = {};
  for (const [i, call] of DRAWN_CALLS.entries()) {
    const { status, body } = replies[i]!;
    if (status === 200) answers[call.key] = JSON.parse(body);
  }
  const user = answers[SESSION_CALL] as { id?: unknown } | undefined;
  return user && typeof user === 'object' && user.id ? answers : null;
}

/**
 * The drawn page's scripts start once it has loaded and painted (public/after-load.js, as on the signing and
 * landing pages): the phone paints the overview before it downloads and runs the app that takes it over. A
 * tap on a button (a tab) before then is held and made again once the app runs; links need no script.
 * The loader travels inside the page, as on the signing page (`loader`, the built file's text; linked when
 * the build has none): as a file of its own it was a second round trip and a script to compile before the
 * overview's first paint, which on a phone's connection put that paint a round trip later. Null when the
 * page has no module script to move.
 */
function scriptsAfterLoad(page: string, loader: string | null): string | null {
  const entry = page.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
  if (!entry) return null;
  const chunks = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let out = page.replace(entry[0], '');
  for (const chunk of chunks) out = out.replace(chunk[0], '');
  const data = `data-entry="${entry[1]}" data-chunks="${chunks.map((c) => c[1]).join(' ')}"`;
  if (loader === null) {
    return out.replace('</head>', () => `  <script src="/after-load.js" ${data} defer></script>\n  </head>`);
  }
  // At the end of the body: a script met in the head stops the parser, which on a busy phone then painted
  // the page once empty and laid it out again before the overview's first paint.
  const inline = withoutComments(loader).replace(/<\/script/gi, '<\\/script');
  return out.replace('</body>', () => `  <script ${data}>${inline}</script>\n  </body>`);
}

/**
 * The drawn page with its icon as a `data:` address (the CSP's img-src allows data:), as the signing page
 * carries it: the browser asks for the icon when the page has loaded, and when that answer came before the
 * overview's paint was on screen, the paint was counted as waiting for its round trip on a phone's
 * connection. Unchanged when the build has no icon.
 */
function withIconInside(page: string | null, icon: string | null): string | null {
  if (page === null || icon === null) return page;
  const address = `data:image/svg+xml,${icon
    .trim()
    .replace(/"/g, "'")
    .replace(/[#<>%]/g, (c) => encodeURIComponent(c))}`;
  return page.replace('<link rel="icon" href="/favicon.svg"', () => `<link rel="icon" href="${address}"`);
}

/** The loader without its comment lines and indentation (it has no comment after code on a line). */
const withoutComments = (source: string) =>
  source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');

/**
 * The page with the app's stylesheet inside it instead of linked: the drawn dashboard paints with the HTML,
 * without a second request on the critical path. Once drawn, the sheet is cut to the utility rules the
 * drawn markup uses (first-screen-css.ts; 60 KB raw with all of them) and the whole file follows after load.
 * Null when a stylesheet cannot be read (the page is then never drawn, rather than drawn unstyled).
 */
function stylesInline(page: string, clientDir: string): string | null {
  let missing = false;
  const inlined = page.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
    (_link, file: string) => {
      const css = builtText(path.join(clientDir, file))();
      if (css === null) {
        missing = true;
        return '';
      }
      // `</style` cannot occur in the built CSS's rules; escaped anyway so it could never close the element.
      return `<style data-href="/${file}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    },
  );
  return missing ? null : inlined;
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
