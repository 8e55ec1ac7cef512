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
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    // Read by scripts/bench-bundle.ts to add up what each screen downloads.
    manifest: true,
    rolldownOptions: {
      // index.html: the dealer app and public pages; sign.html: the customer's signing page alone.
      input: { index: 'index.html', sign: 'sign.html' },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/healthz': 'http://localhost:5000' },
  },
});
