// `npm start` builds the client (and the signing page's server renderer) only when either is missing or
// older than its sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = ['dist/client/index.html', 'dist/ssr/signing-ssr.js', 'dist/ssr/dashboard-ssr.js'].map((file) =>
  path.join(root, file),
);
const sources = [
  'src/web',
  'src/shared',
  'index.html',
  'sign.html',
  'landing.html',
  'public',
  'vite.config.ts',
  'scripts/vite-precompress.ts',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestMtime(path.join(entry, name))));
}

const builtAt = Math.min(...built.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log(builtAt ? 'Client sources changed: rebuilding…' : 'No client build yet: building…');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}
