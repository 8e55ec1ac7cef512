import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT } from '../../shared/api/paths.ts';
import {
  type AskOwnApi,
  DASHBOARD_PATHS,
  dashboardPageRenderer,
  dashboardPreloads,
} from './dashboard-page.ts';
import { landingPageRenderer } from './landing-page.ts';
import {
  type OpenSigningSession,
  packedPage,
  registerSigningMessages,
  signingPageRenderer,
  signingPageScripts,
  undrawnSigningPage,
} from './signing-page.ts';

// Hashed file names change with their content, so every cache may keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Pages are never stored, by the browser or any shared cache: a signing page's address is the customer's
// key, and the page names the scripts of the current build (a stale page would ask for deleted files).
// They are about 1 KB compressed, so fetching them again costs nothing.
const PAGE = 'no-store';
// The cookie of a signed-in browser (src/server/features/auth/session-lookup.ts names it).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?docs2sign\.session_token=/;
/**
 * A readable hint that this browser holds a session cookie (which scripts cannot read): a page served
 * without it tells the app not to ask who is signed in, so a signed-out visitor's console shows no 401.
 * It says nothing the session cookie's presence does not; the session itself is checked as always.
 */
const SESSION_SET = /^(?:__Secure-)?docs2sign\.session_token=/;
const HINT_COOKIE = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT.replace('.', '\\.')}=`);
// Other files of public/ (favicon, logo, sample documents) keep their names across builds: revalidated.
const PUBLIC_FILE = 'no-cache';

/**
 * Serves the built client. The build writes a brotli (.br) and a gzip (.gz) twin of every text file
 * (scripts/vite-precompress.ts); a browser that accepts one is sent it, with `Vary: Accept-Encoding`.
 * `openSigningSession` opens a customer's signing session for the page drawn on the server (the same call
 * as GET /api/sign/{token}); it throws for a link that opens nothing, and the browser then shows why.
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  openSigningSession?: OpenSigningSession,
) {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    app.log.warn({ clientDir }, 'client build not found: run `npm run build`');
  }
  // Every page, and every answer that starts or ends a session, keeps the hint in step with the session
  // cookie: the one the answer sets or ends (sign-in, sign-out), else the one the request carried.
  const secure = app.deps.config.appUrl.startsWith('https://') ? '; Secure' : '';
  app.addHook('onSend', async (request, reply, payload) => {
    const cookies = request.headers.cookie ?? '';
    const set = reply.getHeader('set-cookie');
    const setList = Array.isArray(set) ? set.map(String) : set ? [String(set)] : [];
    const setSession = setList.find((c) => SESSION_SET.test(c));
    // The API's other answers are left alone: a page load or the sign-in itself sets the hint first.
    if (!setSession && (request.method !== 'GET' || request.url.startsWith('/api/'))) return payload;
    const session = setSession ? !/Max-Age=0|=;/i.test(setSession) : SESSION_COOKIE.test(cookies);
    if (session === HINT_COOKIE.test(cookies)) return payload;
    const hint = session
      ? `${SIGNED_IN_HINT}=1; Path=/; SameSite=Lax${secure}`
      : `${SIGNED_IN_HINT}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    reply.header('set-cookie', [...setList, hint]);
    return payload;
  });
  // The signing page's words beyond its first screen's, which its script fetches.
  registerSigningMessages(app);
  const signingPage = signingPageRenderer(clientDir, app.log);
  const signingScripts = signingPageScripts(clientDir);
  const undrawnPage = undrawnSigningPage(clientDir);
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    // Source maps are not built for production (vite.config.ts); one left in the folder is still never sent.
    allowedPath: (pathName) => !/\.map(?:\.(?:br|gz))?$/i.test(pathName),
    setHeaders: (reply, filePath) => {
      const file = filePath.replace(/\.(?:br|gz)$/, '');
      if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', IMMUTABLE);
      else reply.header('cache-control', file.endsWith('.html') ? PAGE : PUBLIC_FILE);
    },
  });
  // fastify-static answers a directory with 403. At `/` a signed-out visitor gets the landing page drawn on
  // the server (its own small entry); a visitor with a session cookie gets the app, which opens the
  // dashboard (or, for a session that has ended, the app's own landing route).
  const landingPage = landingPageRenderer(clientDir, app.log);
  // A browser with a session cookie gets the dashboard's overview drawn on the server, or the app with the
  // dashboard's chunks and first calls on their way (dashboard-page.ts); one without gets the app as it is,
  // which shows the sign-in screen's way in.
  const dashboardPage = dashboardPageRenderer(clientDir, app.log);
  const sendDashboard = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await dashboardPage(request.url, ownApiFor(app, request));
    if (!answer) return sendClientPage(reply);
    reply.header('cache-control', PAGE).type('text/html');
    // A drawn page carries its answers: preloading them as well would fetch each twice. It carries its
    // loader too, which its Content-Security-Policy allows by hash.
    if (!answer.drawn) reply.header('link', dashboardPreloads);
    else reply.inlineScripts = answer.scripts ?? null;
    return reply.send(answer.page);
  };
  app.get('/', async (request, reply) => {
    if (SESSION_COOKIE.test(request.headers.cookie ?? '')) return sendDashboard(request, reply);
    const page = await landingPage();
    if (!page) return sendClientPage(reply);
    return reply.header('cache-control', PAGE).type('text/html').send(page);
  });
  for (const route of DASHBOARD_PATHS) {
    app.get(route, async (request, reply) =>
      SESSION_COOKIE.test(request.headers.cookie ?? '')
        ? sendDashboard(request, reply)
        : sendClientPage(reply),
    );
  }
  // A customer's link opens the signing page's own entry, which carries none of the dealer app. Opening
  // the page opens the session, so it is limited per address as GET /api/sign/{token} is.
  for (const route of ['/sign/:token', '/customer-signing/:token']) {
    app.get<{ Params: { token: string } }>(
      route,
      { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const { token } = request.params;
        const html = await signingPage(token, request, openSigningSession);
        if (html === 'no-entry') return sendClientPage(reply);
        reply.header('cache-control', PAGE).type('text/html');
        reply.inlineScripts = signingScripts();
        if (html === null) {
          const page = undrawnPage(request);
          reply.header('link', sessionPreload(token));
          return page === null ? reply.sendFile('sign.html') : reply.send(page);
        }
        // The first page's image is preloaded by the drawn page itself (document-pages.tsx): no Link
        // header, whose 600 bytes would push the page past the connection's first window.
        const packed = packedPage(app.deps.freshness, html.page, request.headers['accept-encoding']);
        reply.header('vary', 'accept-encoding');
        if (!packed) return reply.send(html.page);
        return reply.header('content-encoding', 'br').send(packed);
      },
    );
  }
}

/**
 * The app's own API asked in-process with the browser's cookie (the dashboard drawn on the server reads
 * exactly what the browser would be answered: the same session checks, the same kept answers).
 */
function ownApiFor(app: FastifyInstance, request: FastifyRequest): AskOwnApi {
  const headers = {
    cookie: request.headers.cookie ?? '',
    'user-agent': request.headers['user-agent'] ?? '',
    accept: 'application/json',
  };
  return async (url) => {
    const res = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    return { status: res.statusCode, body: res.body };
  };
}

/** The client's index.html: every non-API page is a screen of the single-page app. */
export function sendClientPage(reply: FastifyReply) {
  return reply.header('cache-control', PAGE).type('text/html').sendFile('index.html');
}

// Without a page drawn on the server, the page's first call is fetched while its scripts load.
const sessionPreload = (token: string) =>
  `</api/sign/${encodeURIComponent(token)}>; rel=preload; as=fetch; crossorigin=use-credentials`;
