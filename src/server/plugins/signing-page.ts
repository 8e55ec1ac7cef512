// The customer's signing page drawn on the server: sign.html with the page's markup (rendered by the
// client's own components, built into dist/ssr by `vite build`) and the session it shows, so a phone
// paints the document before any script has arrived and the script then asks for nothing.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { customerSigningApi } from '../../shared/api/customer-signing.ts';
import { ADDRESSES } from '../../shared/api/paths.ts';
import { urlOf } from '../../shared/api/url.ts';
import { readableTextOn } from '../../shared/dealer/brand.ts';
import type { SigningSession } from '../../shared/documents/customer-signing.schema.ts';
import { type CustomerLanguage, directionOf, fromAcceptLanguage } from '../../shared/i18n/languages.ts';
import type { MessageKey, Messages } from '../../shared/i18n/translate.ts';
import type { Freshness } from '../lib/fresh-cache.ts';
import { route } from '../lib/http/api-route.ts';
import { escapeHtml } from '../lib/http/html.ts';
import { signingPageMessages, translate } from '../lib/i18n.ts';
import { builtModule, builtText, withRoot } from './built-files.ts';
import { withFirstScreenStyles } from './first-screen-css.ts';

/** Opens the session a link names, as GET /api/sign/{token} does (and records the visit the same way). */
export type OpenSigningSession = (token: string, request: FastifyRequest) => Promise<SigningSession>;

type Renderer = {
  renderSigningPage: (
    token: string,
    session: SigningSession,
    wide: boolean,
    messages: { language: CustomerLanguage; messages: Messages },
  ) => string;
};
type Drawn = { page: string; session: SigningSession };

/** The CSP hash ('sha256-…', base64) of each inline script of a page (not its JSON data). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => m[1]!.trim())
    .map((m) => `sha256-${createHash('sha256').update(m[1]!).digest('base64')}`);
}

/**
 * The hashes of sign.html's inline scripts (the loader vite.config.ts puts inside it), for the page's
 * Content-Security-Policy whether it is sent drawn or as it is; computed again when a build replaces it.
 */
export function signingPageScripts(clientDir: string) {
  const template = builtText(path.join(clientDir, 'sign.html'));
  let known = { html: '', hashes: [] as string[] };
  return () => {
    const html = template();
    if (html === null) return [];
    if (html !== known.html) known = { html, hashes: inlineScriptHashes(html) };
    return known.hashes;
  };
}

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;
/** Drawn pages kept (about 75 KB each for a 6-page set, with its data as the key): the links opened most recently. */
const DRAWN_KEPT = 50;

/**
 * Answers sign.html drawn for a link: the page and its session; `null` when it cannot be drawn (no server
 * renderer built, a link that opens nothing, a failure: the browser then draws it); 'no-entry' when the
 * build has no sign.html. Both files are read again when a build replaces them while the server runs.
 */
export function signingPageRenderer(clientDir: string, log: FastifyBaseLogger) {
  const template = builtText(path.join(clientDir, 'sign.html'));
  const renderer = builtModule<Renderer>(path.join(clientDir, '..', 'ssr', 'signing-ssr.js'));
  // A drawn page is a function of its data alone (no clock in it): a link opened again unchanged (a reload,
  // a customer coming back) is answered without drawing it again. Emptied when a build replaces either file.
  const drawnPages = new Map<string, string>();
  let drawnWith: { html: string; module: Promise<Renderer> } | null = null;

  return async (
    token: string,
    request: FastifyRequest,
    open: OpenSigningSession | undefined,
  ): Promise<Drawn | null | 'no-entry'> => {
    const html = template();
    if (html === null) return 'no-entry';
    const loading = renderer();
    if (!open || !loading) return null;
    let session: SigningSession;
    try {
      session = await open(token, request);
    } catch {
      return null; // the browser asks again and shows the reason (expired, cancelled, unknown link)
    }
    try {
      const wide = !/\bMobile\b/.test(request.headers['user-agent'] ?? '');
      const data = JSON.stringify({ token, session, wide });
      if (drawnWith?.html !== html || drawnWith.module !== loading) {
        drawnPages.clear();
        drawnWith = { html, module: loading };
      }
      const drawn = drawnPages.get(data);
      if (drawn) return { page: drawn, session };
      const { renderSigningPage } = await loading;
      const { language } = session;
      const all = signingPageMessages(language);
      const used = new Set<MessageKey>();
      const markup = renderSigningPage(token, session, wide, { language, messages: watched(all, used) });
      // `<` escaped: the session's texts can never close the script element they travel in.
      const { shown, textsLater } = withoutPageTexts(session, markup);
      const state = JSON.stringify({ token, session: shown, wide, ...(textsLater ? { textsLater } : {}) });
      const page = withFirstScreenStyles(
        inLanguage(
          withRoot(
            html,
            markup,
            `<script type="application/json" id="signing-data">${state.replace(/</g, '\\u003c')}</script>`,
          ),
          language,
          brandStyle(session.dealer),
          Object.fromEntries([...used].map((key) => [key, all[key]])),
        ),
      );
      if (drawnPages.size >= DRAWN_KEPT) drawnPages.delete(drawnPages.keys().next().value!);
      drawnPages.set(data, page);
      return { page, session };
    } catch (error) {
      log.error({ err: error }, 'signing page could not be drawn on the server');
      return null;
    }
  };
}

/**
 * The page in the customer's language: `lang` and `dir` on <html> (Urdu and Arabic read right to left, and
 * the layout's logical properties follow), its <title> and the words painted before the scripts arrive (on a
 * page the server did not draw), and that language's messages, parsed, for the page's script. A drawn page
 * carries only `firstScreen`, the messages its markup used: the page's script fetches the whole set
 * (`data-rest`, kept by the browser) beside its code and takes the page over with it. They were a third of a
 * drawn page in Arabic, mostly the words of dialogs and screens not open yet.
 */
export function inLanguage(html: string, language: CustomerLanguage, rootStyle = '', firstScreen?: Messages) {
  const messages = JSON.stringify({ language, messages: firstScreen ?? signingPageMessages(language) });
  const rest = firstScreen ? ` data-rest="${messagesAddress(language)}"` : '';
  const lang = language === 'en' ? 'en-GB' : language;
  const t = translate(language);
  return html
    .replace('<html lang="en-GB">', `<html lang="${lang}" dir="${directionOf(language)}"${rootStyle}>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(t('sign.page.title'))}</title>`)
    .replace('>Opening your documents…<', `>${escapeHtml(t('sign.loading'))}<`)
    .replace(
      '</body>',
      `<script type="application/json" id="signing-messages"${rest}>${messages.replace(/</g, '\\u003c')}</script></body>`,
    );
}

/** `messages` as they are, noting in `used` each key read (the keys one drawing of the page asked for). */
function watched(messages: Messages, used: Set<MessageKey>): Messages {
  return new Proxy(messages, {
    get(target, key) {
      if (typeof key === 'string' && key in target) used.add(key as MessageKey);
      return Reflect.get(target, key);
    },
  });
}

// Each language's messages named by their content, once per process (they change only with a new build).
const messagesVersions = new Map<CustomerLanguage, string>();

/** Where a language's whole messages are read, named by their version, so a browser keeps them a year. */
function messagesAddress(language: CustomerLanguage) {
  let version = messagesVersions.get(language);
  if (!version) {
    const text = JSON.stringify(signingPageMessages(language));
    version = createHash('sha256').update(text).digest('base64url').slice(0, 12);
    messagesVersions.set(language, version);
  }
  return `${urlOf(ADDRESSES.signMessages, { language })}?v=${version}`;
}

/** GET /api/sign-messages/{language}: kept for a year when asked by its current version, else revalidated. */
export function registerSigningMessages(app: FastifyInstance) {
  route(app, customerSigningApi.messages, {}, async (request, reply) => {
    const { language } = request.params;
    const current = messagesAddress(language).endsWith(`?v=${request.query.v}`);
    reply.header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache');
    return { language, messages: signingPageMessages(language) };
  });
}

/**
 * sign.html as it is (the browser draws the page) in the language the browser asks for: a link that
 * opens nothing (expired, cancelled) has no customer to ask, and the phone's own language is the best guess.
 */
export function undrawnSigningPage(clientDir: string) {
  const template = builtText(path.join(clientDir, 'sign.html'));
  return (request: FastifyRequest) => {
    const html = template();
    if (html === null) return null;
    return inLanguage(html, fromAcceptLanguage(request.headers['accept-language']) ?? 'en');
  };
}

const squeeze = promisify(brotliCompress);
/** How long a drawn page stays packed at brotli's best quality (a customer reloading, coming back). */
const PACKED_FOR_MS = 30 * 60_000;

/**
 * A drawn page as the browser is sent it: brotli at quality 11 once it has been packed, which takes it
 * under the connection's first window (about 14 KB with the answer's headers: docs/performance.md), so the
 * page arrives in one round trip. Packing costs 0.2–0.6 s of CPU, too much to wait for: the first answer
 * of a drawn page goes out as the compression plugin sends every page (brotli quality 4) and packs it
 * behind, on libuv's thread pool, not the event loop; the same page asked again (a reload, the customer
 * coming back, the same link on another phone) is sent packed. Kept in the app's cache per page content.
 */
export function packedPage(freshness: Freshness, page: string, acceptEncoding: string | undefined) {
  if (!/\bbr\b/.test(acceptEncoding ?? '')) return undefined;
  const kept = freshness.cache<Buffer>('signing-page-packed', {
    maxEntries: 50,
    maxAgeMs: PACKED_FOR_MS,
    touchedBy: () => null, // a function of the page's own text: no change in the data makes it wrong
  });
  const key = createHash('sha256').update(page).digest('base64url');
  const packed = kept.peek(key)?.value;
  if (packed) return packed;
  kept
    .read(key, () =>
      squeeze(Buffer.from(page), {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page),
        },
      }),
    )
    .catch(() => {}); // unpacked pages are answered as before
  return undefined;
}

/**
 * The session as the page carries it for the browser: without the texts of the documents' pages (for screen
 * readers). The first page's travels in its caption in the markup, which signing-main.tsx reads back before
 * taking the page over; the others (`textsLater`) come with the session the script reads once the page is
 * live. They were half of the data and a quarter of the page on the wire (several times the rest for a long
 * set), and the page must fit the connection's first round trip (docs/performance.md).
 */
export function withoutPageTexts(
  session: SigningSession,
  markup: string,
): { shown: SigningSession; textsLater: boolean } {
  let textsLater = false;
  const documents = session.documents.map((document) => {
    const drawn = markup.includes(`data-document="${document.id}"`);
    const pages = document.pageImages.pages.map((page, i) => {
      if (page.text && !(drawn && i === 0)) textsLater = true;
      return { ...page, text: '' };
    });
    return { ...document, pageImages: { ...document.pageImages, pages } };
  });
  return { shown: { ...session, documents }, textsLater };
}

/**
 * The dealer's colours on the root element from the first paint, as the page's script sets them (the signing
 * page's and the dealer app's alike); nothing unless both are hex colours.
 */
export function brandStyle(
  colours: { primaryColor?: unknown; secondaryColor?: unknown } | undefined,
): string {
  const { primaryColor: primary, secondaryColor: secondary } = colours ?? {};
  if (typeof primary !== 'string' || typeof secondary !== 'string') return '';
  if (!HEX_COLOUR.test(primary) || !HEX_COLOUR.test(secondary)) return '';
  const vars = [
    `--brand-primary:${primary}`,
    `--brand-secondary:${secondary}`,
    `--brand-on-primary:${readableTextOn(primary)}`,
    `--brand-on-secondary:${readableTextOn(secondary)}`,
  ];
  return ` style="${vars.join(';')}"`;
}
