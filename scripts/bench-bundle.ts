// npm run bench:bundle — the JavaScript (gzip) a browser downloads to show a screen: the entry chunk, the
// screen's lazy chunk and everything they import statically, from the Vite manifest of the last build.
// Lazily loaded parts (the PDF viewer and its worker) are listed apart. Budget: 150 KB for the customer's
// signing page, the screen a customer opens on a phone over a mobile connection.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/client');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const BUDGET_KB = 150;

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

/** The chunk and every chunk it imports statically, as manifest keys. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entry) throw new Error('no entry in the manifest: run `npm run build` first');
const screens: [string, string][] = [
  ['customer signing page (/sign/{token})', 'src/web/features/customer-signing/signing-page.tsx'],
  ['sign-in page (/api/login)', 'src/web/features/auth/login-page.tsx'],
  ['dealer dashboard (/dashboard)', 'src/web/features/dashboard/dashboard-page.tsx'],
  ['PDF viewer, loaded on demand', 'src/web/features/customer-signing/pdf-pages.tsx'],
];

let over = false;
for (const [name, source] of screens) {
  if (!manifest[source]) {
    console.log(`${name}: not in the build`);
    continue;
  }
  const keys = source.endsWith('pdf-pages.tsx') ? closure(source) : closure(source, closure(entry));
  const kb = [...keys].reduce((total, k) => total + gzipKb(manifest[k]!.file), 0);
  const budget = source.endsWith('signing-page.tsx') ? ` (budget ${BUDGET_KB} KB)` : '';
  console.log(`${name}: ${kb.toFixed(1)} KB of JavaScript, gzip, in ${keys.size} files${budget}`);
  if (budget && kb > BUDGET_KB) over = true;
}
if (over) {
  console.error('The signing page is over its budget.');
  process.exitCode = 1;
}
