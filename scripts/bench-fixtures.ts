// npm run bench:fixtures — the extraction score on the shared open set beside the repository
// (../shared/fixtures/documents, or FIXTURES_DIR), which may hold more or newer documents than the copy the
// tests keep in src/server/test/documents/open-set. Optional: without the folder it says so and stops.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const folder = path.resolve(root, process.env.FIXTURES_DIR ?? '../shared/fixtures/documents');
if (!existsSync(folder) || !readdirSync(folder).some((f) => f.endsWith('.truth.json'))) {
  console.log(`bench:fixtures: no documents with truth files at ${folder}; nothing to score.`);
  console.log('Set FIXTURES_DIR to a folder of documents and <file>.truth.json files to score one.');
  process.exit(0);
}
console.log(`bench:fixtures: scoring ${folder}`);
const run = spawnSync(
  path.join(root, 'node_modules/.bin/vitest'),
  ['run', '--project', 'pure', 'src/server/features/document-processing/fixtures.test.ts'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FIXTURES_DIR: folder } },
);
process.exit(run.status ?? 1);
