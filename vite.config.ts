import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

/** The customer's signing link opens sign.html (its own small entry), in development as the server does. */
const SIGNING_PAGE = /^\/(?:sign|customer-signing)\/[^/?]+\/?(?:\?.*)?$/;
const signingPageInDev = (): Plugin => ({
  name: 'docs2sign:signing-page-dev',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && SIGNING_PAGE.test(req.url)) req.url = '/sign.html';
      next();
    });
  },
});

/**
 * The pages the server draws (sign.html, landing.html) start their scripts after the page has loaded
 * (public/after-load.js): what the visitor reads (the document's first page, the landing page's words)
 * gets the connection before the code that makes it interactive. The signing page carries the loader and
 * its icon inside itself: on a phone's connection each request in flight beside the first page's image
 * takes a share of the bandwidth it needs (the server allows the loader by its hash: signing-page.ts).
 */
const DRAWN_ON_SERVER = /(?:^|[\\/])(?:sign|landing)\.html$/;
const SELF_CONTAINED = /(?:^|[\\/])sign\.html$/;
/** public/after-load.js without its comments and indentation (it has no comment after code on a line). */
const loaderSource = () =>
  readFileSync('public/after-load.js', 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
/** public/favicon.svg as a `data:` address (the CSP's img-src allows data:). */
const iconAddress = () =>
  `data:image/svg+xml,${readFileSync('public/favicon.svg', 'utf8')
    .trim()
    .replace(/"/g, "'")
    .replace(/[#<>]/g, (c) => encodeURIComponent(c))}`;
const scriptsAfterLoad = (): Plugin => ({
  name: 'docs2sign:scripts-after-load',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      if (!DRAWN_ON_SERVER.test(context.filename)) return html;
      const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
      if (!entry) throw new Error(`${context.filename}: no module script to defer`);
      const chunks = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
      let out = html.replace(entry[0], '');
      for (const chunk of chunks) out = out.replace(chunk[0], '');
      const data = `data-entry="${entry[1]}" data-chunks="${chunks.map((c) => c[1]).join(' ')}"`;
      if (SELF_CONTAINED.test(context.filename)) {
        const loader = `<script ${data}>${loaderSource()}</script>`;
        const icon = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
        if (!out.includes(icon)) throw new Error(`${context.filename}: no icon link to inline`);
        return out
          .replace(icon, `<link rel="icon" href="${iconAddress()}" type="image/svg+xml" />`)
          .replace('</head>', `  ${loader}\n  </head>`);
      }
      const loader = `<script src="/after-load.js" ${data} defer></script>`;
      return out.replace('</head>', `  ${loader}\n  </head>`);
    },
  },
});

/**
 * The signing page's stylesheet (signing.css, only its own classes: about 6 KB compressed) travels inside
 * sign.html: the first page paints with the HTML, without a second request on the critical path. Its file
 * stays named on the element (data-href): the server cuts the inline copy to what a drawn page uses
 * (first-screen-css.ts), and the whole sheet then follows the page (public/after-load.js).
 */
const INLINE_STYLES = /(?:^|[\\/])sign\.html$/;
const stylesInline = (): Plugin => ({
  name: 'docs2sign:styles-inline',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      if (!INLINE_STYLES.test(context.filename) || !context.bundle) return html;
      return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g, (_link, file: string) => {
        const asset = context.bundle?.[file];
        if (asset?.type !== 'asset') throw new Error(`${context.filename}: no stylesheet ${file} to inline`);
        // `</style` cannot occur in the built CSS's rules; escaped anyway so it could never close the element.
        return `<style data-href="/${file}">${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
      });
    },
  },
});

/**
 * The signing page formats messages the server has already parsed (src/server/lib/i18n.ts), so its build
 * takes intl-messageformat without the ICU parser it would otherwise bring along (formatjs's documented
 * parser-free entry): about a third of the library.
 */
const icuWithoutParser = (): Plugin => ({
  name: 'docs2sign:icu-without-parser',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer, options) {
    if (source !== '@formatjs/icu-messageformat-parser' || !importer?.includes('intl-messageformat'))
      return null;
    return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, {
      ...options,
      skipSelf: true,
    });
  },
});

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    signingPageInDev(),
    scriptsAfterLoad(),
    stylesInline(),
    precompress(),
    icuWithoutParser(),
  ],
  // `vite build` builds both environments: the browser's files, then the signing page's server renderer.
  builder: {},
  // No source maps in the browser's build: they would publish the sources. The server renderer keeps
  // its own (dist/ssr is never served), for readable stack traces.
  build: { sourcemap: false },
  environments: {
    client: {
      build: {
        outDir: 'dist/client',
        emptyOutDir: true,
        chunkSizeWarningLimit: 400,
        // Read by scripts/bench-bundle.ts to add up what each screen downloads.
        manifest: true,
        rolldownOptions: {
          // index.html: the dealer app and public pages; sign.html: the customer's signing page alone;
          // landing.html: the home page a signed-out visitor sees, alone.
          input: { index: 'index.html', sign: 'sign.html', landing: 'landing.html' },
          // The app's own modules do nothing when loaded but define things: one reached through a feature's
          // index.ts and used for nothing is left out, so a front door does not carry its siblings' code
          // (their zod schemas, dialogs) into a screen that imports one hook through it.
          treeshake: { moduleSideEffects: (id: string) => !/\/src\/(web|shared)\/.*\.tsx?$/.test(id) },
          // A small module shared by a few screens (an icon, a card, a formatter) is copied into each
          // chunk that uses it rather than sent as a file of its own: a phone opening the dashboard fetches
          // about 10 files instead of 24, each with its own round trip on a mobile connection.
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8000 } } },
        },
      },
    },
    // The signing page and the landing page drawn on the server (src/server/plugins/client.ts), so a
    // phone paints them before any script has arrived. Outside dist/client: never served as a file.
    ssr: {
      build: {
        sourcemap: true,
        outDir: 'dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: {
          input: {
            'signing-ssr': 'src/web/signing-ssr.tsx',
            'landing-ssr': 'src/web/landing-ssr.tsx',
            'dashboard-ssr': 'src/web/dashboard-ssr.tsx',
          },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/healthz': 'http://localhost:5000' },
  },
});
