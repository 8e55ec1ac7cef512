// The customer's signing page drawn on the server: sign.html with the page's markup (rendered by the
// client's own components, built into dist/ssr by `vite build`) and the session it shows, so a phone
// paints the document before any script has arrived and the script then asks for nothing.
import path from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { readableTextOn } from '../../shared/brand.ts';
import type { SigningSession } from '../../shared/customer-signing.schema.ts';
import { builtModule, builtText, withRoot } from './built-files.ts';

/** Opens the session a link names, as GET /api/sign/{token} does (and records the visit the same way). */
export type OpenSigningSession = (token: string, request: FastifyRequest) => Promise<SigningSession>;

type Renderer = { renderSigningPage: (token: string, session: SigningSession, wide: boolean) => string };
type Drawn = { page: string; session: SigningSession };

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
      // `<` escaped: the session's texts can never close the script element they travel in.
      const data = JSON.stringify({ token, session, wide }).replace(/</g, '\\u003c');
      if (drawnWith?.html !== html || drawnWith.module !== loading) {
        drawnPages.clear();
        drawnWith = { html, module: loading };
      }
      const drawn = drawnPages.get(data);
      if (drawn) return { page: drawn, session };
      const { renderSigningPage } = await loading;
      const page = withRoot(
        html,
        renderSigningPage(token, session, wide),
        `<script type="application/json" id="signing-data">${data}</script>`,
      ).replace('<html lang="en-GB">', `<html lang="en-GB"${brandStyle(session.dealer)}>`);
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
