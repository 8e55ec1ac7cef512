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

export default defineConfig({
  plugins: [react(), tailwindcss(), signingPageInDev(), precompress()],
  // `vite build` builds both environments: the browser's files, then the signing page's server renderer.
  builder: {},
  build: { sourcemap: true },
  environments: {
    client: {
      build: {
        outDir: 'dist/client',
        emptyOutDir: true,
        chunkSizeWarningLimit: 400,
        // Read by scripts/bench-bundle.ts to add up what each screen downloads.
        manifest: true,
        rolldownOptions: {
          // index.html: the dealer app and public pages; sign.html: the customer's signing page alone.
          input: { index: 'index.html', sign: 'sign.html' },
        },
      },
    },
    // The signing page drawn on the server (src/server/plugins/client.ts), so a phone paints the
    // document before any script has arrived. Outside dist/client: never served as a file.
    ssr: {
      build: {
        outDir: 'dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: { 'signing-ssr': 'src/web/signing-ssr.tsx' } },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/healthz': 'http://localhost:5000' },
  },
});
