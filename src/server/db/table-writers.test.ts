// One record, one owner: every table is written (insert, update, delete) from the one folder that owns it,
// and other features call that owner. This reads the server's source as text, finds each write (Drizzle's
// .insert/.update/.delete(table) and INSERT/UPDATE/DELETE in raw SQL), and fails on a writer that the
// ownership table below does not name. A second writer is a design change: make it in this table and in
// docs/architecture.md's ownership table together, or (better) call the owner.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

/** table → the folders that may write it. The first is the owner; any other is a known debt to pay off. */
const WRITERS: Record<string, string[]> = {
  users: ['features/auth', 'features/admin'],
  sessions: ['features/auth', 'features/admin'],
  accounts: ['features/auth'],
  verifications: ['features/auth', 'features/admin'],
  login_failures: ['features/auth'],
  session_revocations: ['features/auth'],
  dealer_settings: ['features/dealer-profile'],
  customers: ['features/customers'],
  customer_erasures: ['features/customers'],
  documents: ['features/documents'],
  signing_requests: ['features/signing-requests', 'features/customer-signing', 'features/retention'],
  signing_request_documents: ['features/signing-requests', 'features/customer-signing'],
  signatures: ['features/customer-signing'],
  signing_events: ['features/signing-history'],
  notifications: ['features/notifications'],
  dealer_files: ['features/dealer-files'],
  dealer_file_events: ['features/dealer-files'],
  demo_requests: ['features/demo-requests'],
  mail_deliveries: ['features/email'],
  mail_delivery_attempts: ['features/email'],
  mail_outbox: ['features/admin'],
  mail_outbox_attachments: ['features/admin'],
  admin_audit_log: ['features/admin'],
  system_errors: ['features/admin'],
  broadcast_messages: ['features/admin'],
  legal_holds: ['features/retention'],
  handovers: ['features/handover'],
  sms_deliveries: ['features/sms'],
  sms_delivery_attempts: ['features/sms'],
  rate_limit_hits: ['lib'],
  platform_settings: ['lib'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.includes(`${path.sep}test${path.sep}`));
}

/** "features/admin/crm/crm.repo.ts" → "features/admin"; "lib/x.ts" → "lib". */
function folderOf(file: string): string {
  const parts = path.relative(serverDir, file).split(path.sep);
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0]!;
}

const tableNameOf = new Map<string, string>(
  Object.entries(schema)
    .filter(([, value]) => isTable(value))
    .map(([name, value]) => [name, getTableName(value as Parameters<typeof getTableName>[0])]),
);
const tableNames = new Set(tableNameOf.values());

/** Every (table, folder) pair that writes, from the code as it is. */
function writes(): { table: string; folder: string; file: string }[] {
  const found: { table: string; folder: string; file: string }[] = [];
  for (const file of sourceFiles(serverDir)) {
    const text = readFileSync(file, 'utf8');
    const folder = folderOf(file);
    for (const m of text.matchAll(/\.(?:insert|update|delete)\(\s*(?:schema\.)?([A-Za-z]+)\s*\)/g)) {
      const table = tableNameOf.get(m[1]!);
      if (table) found.push({ table, folder, file });
    }
    for (const m of text.matchAll(/\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?([a-z_]+)"?/g)) {
      if (tableNames.has(m[1]!)) found.push({ table: m[1]!, folder, file });
    }
  }
  return found;
}

describe('table writers', () => {
  it('finds the writes it looks for (the scan itself works)', () => {
    const found = writes();
    expect(found.some((w) => w.table === 'customers' && w.folder === 'features/customers')).toBe(true);
    expect(found.some((w) => w.table === 'signing_events')).toBe(true);
  });

  it('writes each table only from the folders that own it', () => {
    const strangers = writes()
      .filter((w) => !(WRITERS[w.table] ?? []).includes(w.folder))
      .map(
        (w) =>
          `${w.table} written from ${path.relative(serverDir, w.file)} (owners: ${WRITERS[w.table]?.join(', ') ?? 'none listed'})`,
      );
    expect([...new Set(strangers)]).toEqual([]);
  });
});
