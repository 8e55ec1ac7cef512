// npm run bench:bundle — what a browser downloads to show a screen, from the Vite manifest of the last build,
// in brotli bytes as the server sends them (the .br files the build writes; gzip beside it for browsers
// without brotli). A screen's graph is its HTML entry, the screen's lazy chunk when the entry loads it on
// demand, and everything they import statically; what loads only later on demand is listed apart.
// Budgets: 100 KB of JavaScript for the customer's signing page, the screen a customer opens on a
// phone over a mobile connection; it has its own entry, sign.html. 110 KB for the dealer's dashboard (120 KB
// on the wire in Lighthouse, headers included), whose other tabs load when the dealer heads there.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/client');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) throw new Error('no build: run `npm run build` first');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
const BUDGET_KB = 100;
const DASHBOARD_BUDGET_KB = 110;

/** Bytes on the wire: the build's .br twin when there is one (else compressed here, as the server would). */
function sizes(file: string) {
  const full = path.join(dist, file);
  const raw = readFileSync(full);
  const br = existsSync(`${full}.br`) ? readFileSync(`${full}.br`).length : brotliCompressSync(raw).length;
  const gz = existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`).length : gzipSync(raw).length;
  return { raw: raw.length, br, gz };
}

/** The chunks and every chunk they import statically, as manifest keys. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
function total(keys: Set<string>) {
  const files = [...keys].map((k) => manifest[k]!.file);
  const css = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];
  const sum = (list: string[]) =>
    list.map(sizes).reduce((a, s) => ({ raw: a.raw + s.raw, br: a.br + s.br, gz: a.gz + s.gz }), {
      raw: 0,
      br: 0,
      gz: 0,
    });
  return { files, js: sum(files), css: sum(css) };
}

const screens: { name: string; entry: string; screen?: string; budget?: number }[] = [
  {
    name: 'customer signing page (/sign/{token}, sign.html)',
    entry: 'sign.html',
    budget: BUDGET_KB,
  },
  { name: 'landing page (/, landing.html)', entry: 'landing.html' },
  { name: 'sign-in page (/api/login)', entry: 'index.html', screen: 'src/web/features/auth/login-page.tsx' },
  {
    name: 'dealer dashboard (/dashboard)',
    entry: 'index.html',
    screen: 'src/web/features/dashboard/dashboard-page.tsx',
    budget: DASHBOARD_BUDGET_KB,
  },
];

const over: string[] = [];
console.log('| screen | JavaScript (brotli) | gzip | raw | files | CSS (brotli) |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const { name, entry, screen, budget } of screens) {
  if (!manifest[entry] || (screen && !manifest[screen])) {
    console.log(`| ${name} | not in the build | | | | |`);
    continue;
  }
  const keys = closure(screen ? [entry, screen] : [entry]);
  const { files, js, css } = total(keys);
  console.log(
    `| ${name} | ${kb(js.br)}${budget ? ` (budget ${budget} KB)` : ''} | ${kb(js.gz)} | ${kb(js.raw)} | ${files.length} | ${kb(css.br)} |`,
  );
  if (budget && js.br / 1024 > budget) over.push(name);
}

// What the signing page loads only when asked (the signature pad, a PDF viewer…): not before first paint.
const signing = closure(['sign.html']);
const later = new Set<string>();
for (const key of signing) for (const d of manifest[key]!.dynamicImports ?? []) later.add(d);
for (const key of later) {
  const extra = [...closure([key])].filter((k) => !signing.has(k));
  const { js } = total(new Set(extra));
  console.log(`  signing page, on demand: ${key} — ${kb(js.br)} brotli in ${extra.length} files`);
}

if (over.length) {
  console.error(`Over budget: ${over.join('; ')}.`);
  process.exitCode = 1;
}
