// The landing page drawn on the server: landing.html with the markup of the client's own landing page
// (built into dist/ssr by `vite build`). Its content is the same for every visitor: drawn once per build.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { builtModule, builtText, withRoot } from './built-files.ts';

type Renderer = { renderLandingPage: () => string };

/** Answers landing.html drawn, or null when the build has no landing entry or renderer (the app draws it). */
export function landingPageRenderer(clientDir: string, log: FastifyBaseLogger) {
  const template = builtText(path.join(clientDir, 'landing.html'));
  const renderer = builtModule<Renderer>(path.join(clientDir, '..', 'ssr', 'landing-ssr.js'));
  let drawn: { template: string; module: Promise<Renderer>; page: string } | null = null;

  return async (): Promise<string | null> => {
    const html = template();
    const module = renderer();
    if (html === null || module === null) return null;
    if (drawn?.template === html && drawn.module === module) return drawn.page;
    try {
      const page = withRoot(html, (await module).renderLandingPage());
      drawn = { template: html, module, page };
      return page;
    } catch (error) {
      log.error({ err: error }, 'landing page could not be drawn on the server');
      return null;
    }
  };
}
