// signing.css names the folders Tailwind reads for the signing page's classes. A file the page imports from
// anywhere else would show unstyled on a customer's phone: every file signing-main.tsx reaches must be in one.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname);
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Every file of the project reached from `entry` by relative imports, static or dynamic. */
function reached(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  if (!/\.tsx?$/.test(entry)) return seen;
  for (const match of readFileSync(entry, 'utf8').matchAll(IMPORT)) {
    const file = path.resolve(path.dirname(entry), (match[1] ?? match[2])!);
    if (existsSync(file)) reached(file, seen);
  }
  return seen;
}

it('names in signing.css every folder whose files the signing page can show', () => {
  const sources = [
    ...readFileSync(path.join(web, 'signing.css'), 'utf8').matchAll(/@source "([^"]+)";/g),
  ].map((m) => path.resolve(web, m[1]!));
  const files = [...reached(path.join(web, 'signing-main.tsx'))].filter((f) => /\.tsx?$/.test(f));
  expect(files.length).toBeGreaterThan(10);
  const unread = files.filter((f) => !sources.some((s) => f === s || f.startsWith(`${s}${path.sep}`)));
  expect(unread).toEqual([]);
});
