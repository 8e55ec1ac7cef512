// A Vite plugin: after the build, every text file of the client (JavaScript, CSS, HTML, SVG, JSON) gets a
// brotli (.br, quality 11) and a gzip (.gz, level 9) twin, which the server hands to browsers that accept
// them (src/server/plugins/client.ts). Compressing once at build time lets the slowest settings be used
// for free; a twin that would not be smaller is not written.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes the .br and .gz twins of every compressible file under `dir`; answers how many files had twins. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: statSync(file).size,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    count++;
  }
  return count;
}

export function precompress(): Plugin {
  return {
    name: 'docs2sign:precompress',
    apply: 'build',
    closeBundle() {
      // Only what browsers download: the server renderer's files are read from disk by the server.
      const { name, config } = this.environment;
      if (name === 'client') precompressDir(path.resolve(config.root, config.build.outDir));
    },
  };
}
