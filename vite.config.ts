import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    // Read by scripts/bench-bundle.ts to add up what each screen downloads.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/healthz': 'http://localhost:5000' },
  },
});
