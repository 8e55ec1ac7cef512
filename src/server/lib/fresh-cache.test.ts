// The freshness rule itself, and the check that no server module keeps a cache of its own beside it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allFor, createFreshness, dealerKeyFor } from './fresh-cache.ts';

const SERVER = path.resolve(import.meta.dirname, '..');
/** Module-level maps that are not kept answers of our data ('file variable'), each with why. */
const ALLOWED = new Map([
  // Prepared statements per database: code, not data; nothing to forget on a change.
  ['features/auth/session-lookup.ts prepared', 'prepared statements'],
  ['features/admin/control-center/control-center.repo.ts prepared', 'prepared statements'],
  ['features/admin/crm/crm.repo.ts prepared', 'prepared statements'],
  ['features/customers/customers.repo.ts firstPage', 'prepared statements'],
  ['features/dashboard/dashboard.repo.ts prepared', 'prepared statements'],
  ['features/signing-requests/signing-requests.repo.ts firstPage', 'prepared statements'],
  // Answers of the DVLA and postcode services: third-party data no change notification speaks of.
  ['features/lookups/lookups.service.ts vehicleCache', 'third-party lookups'],
  ['features/lookups/lookups.service.ts postcodeCache', 'third-party lookups'],
  // Bytes that never change once written: fonts on disk, a fixed table, finished page-image manifests.
  ['lib/pdf-text/pdf-text.ts fontFiles', 'font files'],
  ['lib/pdf-text/pdf-text.ts standardWidths', 'a fixed table of the standard fonts widths'],
  // Where a program sits on the PATH, looked up once per reading thread: the machine, not the data.
  ['features/document-processing/ocr-engine.ts found', 'program paths'],
  ['lib/pdf-text/pdf-text.ts embedded', 'fonts embedded per PDF'],
  ['lib/pdf-text/script-runs.ts FORMS', 'a fixed table'],
  ['features/page-images/page-images.service.ts finishedManifests', 'immutable manifests'],
  // The sealing certificate parsed once per sealing worker thread, keyed by where it came from.
  ['features/customer-signing/seal.worker.ts certificates', 'parsed certificate per worker'],
  // A pure text normalisation memo, emptied before each document is read.
  ['features/document-processing/layout-queries.ts normalised', 'per-document memo of a pure function'],
  // The runs of one document's pages in reading order, kept weakly by the pages array they were built from.
  ['features/document-processing/layout-queries.ts placed', 'per-document memo of a pure function'],
  ['features/document-processing/reading-layout.ts read', 'per-document memo of a pure function'],
  ['features/document-processing/drawn-boxes.ts ruledBoxesOf', 'per-document memo of a pure function'],
  // A label's clean form, asked of every run by several rules: a pure function's memo, emptied at 20 000.
  ['features/document-processing/signature-labels.ts cleaned', 'bounded memo of a pure function'],
  ['features/document-processing/label-context.ts buyingRead', 'per-document memo of a pure function'],
  // The auth library's instance per configuration, database and mailer: code wired once, not data.
  ['features/auth/auth.ts instances', 'one auth instance per configuration'],
  // Each language's signing-page messages named by their content: they change only with a release.
  ['plugins/signing-page.ts messagesVersions', 'a fixed table'],
  // Each language's messages compiled once: fixed tables shipped with the release.
  ['lib/i18n.ts translators', 'a fixed table'],
  ['lib/i18n.ts pageMessages', 'a fixed table'],
  // The one thread that owns a PKCS#11 module's session, per key: a process resource, not data.
  ['lib/sealing/pkcs11-signer.ts hosts', 'one module session per key'],
  // A certificate authority's revocation list, kept until its own expiry: third-party data with a deadline.
  ['lib/sealing/revocation.ts kept', 'CRLs until they expire'],
  // Which certificates this process has already recorded in a database: a write done once, not an answer.
  ['lib/sealing/sealing-certificates.ts offered', 'certificates recorded once per database'],
  // A seal key's certificate taken apart once, kept weakly by the signer object it came from.
  ['lib/sealing/cades-signed-data.ts partsOf', 'parsed certificate per signer'],
]);

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : serverFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('one freshness rule', () => {
  it('finds no module-level cache outside lib/fresh-cache.ts', () => {
    const found: string[] = [];
    for (const file of serverFiles(SERVER)) {
      const name = path.relative(SERVER, file);
      if (name === 'lib/fresh-cache.ts') continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // Top level only (no indentation): a map made inside a function lives with what made it.
          const made = /^(?:export )?(?:const|let|var) (\w+).*= (?:new (?:Weak)?Map\b|create\w*Cache\()/.exec(
            line,
          );
          if (made && !ALLOWED.has(`${name} ${made[1]}`)) found.push(`${name}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('answers the kept value, loads once for concurrent callers, and forgets on a change it reads', async () => {
    const freshness = createFreshness();
    freshness.listening();
    const kept = freshness.cache<number>('counts', { touchedBy: dealerKeyFor('requests') });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return loads;
    };
    expect(await Promise.all([kept.read('d1', load), kept.read('d1', load)])).toEqual([1, 1]);
    expect(await kept.read('d1', load)).toBe(1);
    freshness.changed({ dealerId: 'd1', kind: 'customers' });
    expect(await kept.read('d1', load)).toBe(1);
    freshness.changed({ dealerId: 'd2', kind: 'requests' });
    expect(await kept.read('d1', load)).toBe(1);
    freshness.changed({ dealerId: 'd1', kind: 'requests' });
    expect(await kept.read('d1', load)).toBe(2);
    freshness.changed({ dealerId: '*', kind: 'requests' });
    expect(await kept.read('d1', load)).toBe(3);
  });

  it('keeps nothing while deaf, and does not keep a load a change overtook', async () => {
    const freshness = createFreshness();
    const kept = freshness.cache<string>('names', { touchedBy: allFor('users') });
    let value = 'old';
    expect(await kept.read('k', async () => value)).toBe('old');
    freshness.listening();
    let release = () => {};
    const slow = kept.read('k', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    freshness.changed({ dealerId: 'd1', kind: 'users' });
    value = 'new';
    release();
    expect(await slow).toBe('old');
    expect(await kept.read('k', async () => value)).toBe('new');
  });

  it('answers an expensive figure with its age while one recount runs behind', async () => {
    const freshness = createFreshness();
    freshness.listening();
    const kept = freshness.cache<number>('totals', { onChange: 'refresh', touchedBy: allFor('requests') });
    let count = 1;
    const first = await kept.readWithAge('', async () => count);
    count = 2;
    freshness.changed({ dealerId: 'd1', kind: 'requests' });
    const stale = await kept.readWithAge('', async () => count);
    expect(stale.value).toBe(1);
    expect(stale.asOf).toEqual(first.asOf);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await kept.readWithAge('', async () => 3)).value).toBe(2);
  });
});
