// One record, one owner: every table is written (insert, update, delete) from the one folder that owns it,
// and other features call that owner. This reads the server's source as text, finds each write (Drizzle's
// .insert/.update/.delete(table) and INSERT/UPDATE/DELETE in raw SQL), and fails on a writer that the
// ownership table below does not name. A second writer is refused: call the owner through its front door
// (or, if the design really changes, move the ownership here and in docs/architecture.md's table together).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

/**
 * table → the one folder that may write it. The administration's subfolders (features/admin/<part>) are owners
 * of their own.
 */
const WRITERS: Record<string, string> = {
  users: 'features/auth',
  sessions: 'features/auth',
  accounts: 'features/auth',
  verifications: 'features/auth',
  login_failures: 'features/auth',
  session_revocations: 'features/auth',
  dealer_settings: 'features/dealer-profile',
  customers: 'features/customers',
  customer_erasures: 'features/customer-rights',
  documents: 'features/documents',
  learnt_forms: 'features/learnt-forms',
  signing_requests: 'features/signing-requests',
  signing_request_documents: 'features/signing-requests',
  signatures: 'features/customer-signing',
  signing_codes: 'features/customer-signing',
  request_signers: 'features/signing-requests',
  signing_events: 'features/signing-history',
  notifications: 'features/notifications',
  dealer_files: 'features/dealer-files',
  dealer_file_events: 'features/dealer-files',
  demo_requests: 'features/demo-requests',
  mail_deliveries: 'features/email',
  mail_delivery_attempts: 'features/email',
  mail_outbox: 'features/admin/outbox',
  mail_outbox_attachments: 'features/admin/outbox',
  admin_audit_log: 'features/admin/audit-log',
  system_errors: 'features/admin/system-errors',
  broadcast_messages: 'features/admin/maintenance',
  legal_holds: 'features/retention',
  handovers: 'features/handover',
  sms_deliveries: 'features/sms',
  sms_delivery_attempts: 'features/sms',
  rate_limit_hits: 'lib',
  platform_settings: 'lib',
  sealing_certificates: 'lib',
  dealer_members: 'features/team',
  dealer_member_sites: 'features/team',
  dealer_sites: 'features/team',
  team_invitations: 'features/team',
  dealer_plans: 'features/plans',
  api_keys: 'features/api-keys',
  webhook_endpoints: 'features/webhooks',
  webhook_deliveries: 'features/webhooks',
  webhook_delivery_attempts: 'features/webhooks',
  member_signatures: 'features/member-signatures',
  bulk_sends: 'features/bulk-send',
  bulk_send_rows: 'features/bulk-send',
  dealer_lenders: 'features/deals',
  deals: 'features/deals',
  deal_customers: 'features/deals',
  deal_documents: 'features/deals',
  deal_acknowledgements: 'features/deals',
};

/**
 * Columns owned apart from their table: table → the folder that owns them and the columns it may set (a
 * write from that folder setting anything else is a stranger's). A dealer account's status, with its
 * suspension reason, belongs to admin/dealer-accounts; auth sets it only where it creates or activates an
 * account (docs/architecture.md, "Who writes what").
 */
const COLUMN_WRITERS: Record<string, { folder: string; columns: string[] }> = {
  users: { folder: 'features/admin/dealer-accounts', columns: ['status', 'suspensionReason', 'updatedAt'] },
};

/** The keys of the statement's `.set({ … })` after a write at `from`, or null when it has none (an insert or delete). */
function columnsSetAfter(text: string, from: number): string[] | null {
  const end = text.indexOf(';', from);
  const set = /^\.update\([^)]*\)\s*\.set\(\{([^}]*)\}/.exec(text.slice(from, end === -1 ? undefined : end));
  if (!set) return null;
  return [...set[1]!.matchAll(/(?:^|,)\s*([A-Za-z]+)\s*(?=:|,|$)/g)].map((m) => m[1]!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.includes(`${path.sep}test${path.sep}`));
}

/** "features/admin/crm/crm.repo.ts" → "features/admin/crm"; "features/auth/x.ts" → "features/auth"; "lib/x.ts" → "lib". */
function folderOf(file: string): string {
  const parts = path.relative(serverDir, file).split(path.sep);
  if (parts[0] !== 'features') return parts[0]!;
  return parts[1] === 'admin' && parts.length > 3 ? `features/admin/${parts[2]}` : `features/${parts[1]}`;
}

const tableNameOf = new Map<string, string>(
  Object.entries(schema)
    .filter(([, value]) => isTable(value))
    .map(([name, value]) => [name, getTableName(value as Parameters<typeof getTableName>[0])]),
);
const tableNames = new Set(tableNameOf.values());

/** Every (table, folder) pair that writes, from the code as it is. */
type Write = { table: string; folder: string; file: string; columns: string[] | null };

function writes(): Write[] {
  const found: Write[] = [];
  for (const file of sourceFiles(serverDir)) {
    const text = readFileSync(file, 'utf8');
    const folder = folderOf(file);
    for (const m of text.matchAll(/\.(?:insert|update|delete)\(\s*(?:schema\.)?([A-Za-z]+)\s*\)/g)) {
      const table = tableNameOf.get(m[1]!);
      if (table) found.push({ table, folder, file, columns: columnsSetAfter(text, m.index) });
    }
    for (const m of text.matchAll(/\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?([a-z_]+)"?/g)) {
      if (tableNames.has(m[1]!)) found.push({ table: m[1]!, folder, file, columns: null });
    }
  }
  return found;
}

/** A write that only sets columns its folder owns apart from the table (an update, never an insert or delete). */
function ownsTheColumns(w: Write): boolean {
  const owner = COLUMN_WRITERS[w.table];
  if (!owner || owner.folder !== w.folder || !w.columns) return false;
  return w.columns.every((column) => owner.columns.includes(column));
}

describe('table writers', () => {
  it('finds the writes it looks for (the scan itself works)', () => {
    const found = writes();
    expect(found.some((w) => w.table === 'customers' && w.folder === 'features/customers')).toBe(true);
    expect(found.some((w) => w.table === 'signing_events')).toBe(true);
    const status = found.find((w) => w.table === 'users' && w.folder === 'features/admin/dealer-accounts');
    expect(status?.columns).toEqual(['status', 'suspensionReason', 'updatedAt']);
  });

  it('writes each table only from the folders that own it', () => {
    const strangers = writes()
      .filter((w) => WRITERS[w.table] !== w.folder && !ownsTheColumns(w))
      .map(
        (w) =>
          `${w.table} written from ${path.relative(serverDir, w.file)} (owner: ${WRITERS[w.table] ?? 'none listed'})`,
      );
    expect([...new Set(strangers)]).toEqual([]);
  });
});
