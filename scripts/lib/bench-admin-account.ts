// The administrator the benches on a `seed:scale` database sign in as (bench:admin, bench:dealer), written
// straight into that database: the seed makes dealers only.
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';

export const BENCH_ADMIN = { email: 'bench-admin@seed.docs2sign.test', password: 'bench admin password 1' };

/** Makes the account, or makes it an active administrator again with BENCH_ADMIN's password. */
export async function writeBenchAdmin(db: Database) {
  const hash = await hashPassword(BENCH_ADMIN.password);
  await db.execute(sql`
    insert into users (id, name, email, email_verified, role, status)
    values ('bench-admin', 'Bench Administrator', ${BENCH_ADMIN.email}, true, 'admin', 'active')
    on conflict (id) do update set role = 'admin', status = 'active'`);
  await db.execute(sql`
    insert into accounts (id, account_id, provider_id, user_id, password)
    values ('bench-admin-account', 'bench-admin', 'credential', 'bench-admin', ${hash})
    on conflict (id) do update set password = excluded.password`);
}
