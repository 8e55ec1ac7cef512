// npm run seed:scale — fills DATABASE_URL with 5,000 dealers, 100 customers each, 1,000,000 signing
// requests and 50,000 documents, and the busiest dealership (scripts/lib/seed-busy-dealer.ts: 2,000
// customers, 10,000 requests over two years with their documents, mail and notifications), with set-based
// inserts. Earlier seed rows are replaced. Every seeded dealer signs in as dealerN@seed.docs2sign.test (the
// busiest as busy@seed.docs2sign.test) with the password "seed password 1".
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/server/db/client.ts';
import { seedBusyDealer } from './lib/seed-busy-dealer.ts';

export const SEED_PASSWORD = 'seed password 1';
const DEALERS = Number(process.env.SEED_DEALERS ?? 5000);
const CUSTOMERS_PER_DEALER = 100;
const REQUESTS_PER_DEALER = 200;
const DOCUMENTS_PER_DEALER = 10;

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'Set DATABASE_URL to the PostgreSQL database to fill, e.g. postgres://postgres@127.0.0.1:5432/d2s_scale',
  );
  process.exit(2);
}

const database = openPostgres(url, 2);
const { db } = database;
const started = Date.now();
const step = async (label: string, query: ReturnType<typeof sql>) => {
  const t = Date.now();
  await db.execute(query);
  console.log(`${label.padEnd(28)} ${((Date.now() - t) / 1000).toFixed(1)} s`);
};

await database.migrate();
const hash = await hashPassword(SEED_PASSWORD);

await step('remove earlier seed', sql`delete from users where id like 'seed-dealer-%'`);
await step(
  `${DEALERS} dealers`,
  sql`insert into users (id, name, email, email_verified, role, status, dealership_name, first_name, last_name)
      select 'seed-dealer-' || d, 'Seed Dealer ' || d, 'dealer' || d || '@seed.docs2sign.test', true,
             'dealer', 'active', 'Seed Motors ' || d || ' Ltd', 'Seed', 'Dealer ' || d
      from generate_series(1, ${DEALERS}) d`,
);
await step(
  'credentials',
  sql`insert into accounts (id, account_id, provider_id, user_id, password)
      select 'seed-account-' || d, 'seed-dealer-' || d, 'credential', 'seed-dealer-' || d, ${hash}
      from generate_series(1, ${DEALERS}) d`,
);
await step(
  `${DEALERS * CUSTOMERS_PER_DEALER} customers`,
  sql`insert into customers (id, dealer_id, name, email, phone, postcode, address, vehicle_registration, created_at)
      select md5('c-' || d || '-' || c)::uuid, 'seed-dealer-' || d, 'Customer ' || c || ' of ' || d,
             'c' || c || '.d' || d || '@example.com', '07700 9' || lpad((c % 100000)::text, 5, '0'),
             'B33 8TH', c || ' High Street, Birmingham', 'AB' || lpad((c % 100)::text, 2, '0') || 'CDE',
             now() - (c || ' hours')::interval
      from generate_series(1, ${DEALERS}) d, generate_series(1, ${CUSTOMERS_PER_DEALER}) c`,
);
await step(
  `${DEALERS * DOCUMENTS_PER_DEALER} documents`,
  sql`insert into documents (dealer_id, title, file_name, format, original_key, pdf_key, size_bytes, sha256, pdf_sha256, page_count)
      select 'seed-dealer-' || d, 'Template ' || n, 'template-' || n || '.pdf', 'pdf', 'seed/' || d || '/' || n,
             'seed/' || d || '/' || n, 120000, md5(d || '-' || n), md5(d || '-' || n), 4
      from generate_series(1, ${DEALERS}) d, generate_series(1, ${DOCUMENTS_PER_DEALER}) n`,
);
// Status mix: 50% completed (spread over 60 days, some today), 25% sent, 10% in progress, 15% expired or cancelled.
await step(
  `${DEALERS * REQUESTS_PER_DEALER} signing requests`,
  // Completed requests count as sealed: the seed makes no documents for them, and a real request is
  // sealed as it completes (otherwise the reconcile job would queue a million seals on first start).
  sql`insert into signing_requests (dealer_id, customer_id, status, sent_at, completed_at, sealed_at, created_at)
      select 'seed-dealer-' || d, md5('c-' || d || '-' || (r % ${CUSTOMERS_PER_DEALER} + 1))::uuid, s.status,
             s.created, case when s.status = 'completed' then s.created + interval '2 hours' end,
             case when s.status = 'completed' then s.created + interval '2 hours' end, s.created
      from generate_series(1, ${DEALERS}) d, generate_series(1, ${REQUESTS_PER_DEALER}) r,
           lateral (select (case when r % 20 < 10 then 'completed' when r % 20 < 15 then 'sent'
                                 when r % 20 < 17 then 'in_progress' when r % 20 < 19 then 'expired'
                                 else 'cancelled' end)::signing_request_status as status,
                           now() - ((r * 7) % (60 * 24) || ' hours')::interval as created) s`,
);
await seedBusyDealer(step, hash);
// The administrator's CRM reads its dealers' figures from this view, refreshed in the background.
await step('CRM figures', sql`refresh materialized view dealer_crm_stats`);
await step('vacuum analyze', sql`vacuum analyze`);
console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await database.close();
