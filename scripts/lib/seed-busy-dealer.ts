// The busiest dealership `npm run seed:scale` adds beside its thousands of small ones: about 2,000 sales a
// year, so 2,000 customers and 10,000 signing requests spread over two years, each request with its
// documents (1–3 of the dealer's 40 templates, as frozen at sending), its invitation e-mail and the
// notifications a dealer gets as customers open and finish. Set-based inserts, a few seconds.
// Signs in as busy@seed.docs2sign.test with the seed's password.
import { sql } from 'drizzle-orm';

export const BUSY_DEALER = { id: 'seed-dealer-busy', email: 'busy@seed.docs2sign.test' };
const CUSTOMERS = 2000;
const REQUESTS = 10_000;
const DOCUMENTS = 40;
/** Two years, in minutes: request r was made r × this / REQUESTS minutes ago. */
const SPAN_MIN = 2 * 365 * 24 * 60;

const FIRST = `'{Oliver,Amelia,George,Isla,Harry,Ava,Noah,Mia,Jack,Ivy,Leo,Grace,Arthur,Lily,Muhammad,Freya,Oscar,Emily,Charlie,Sophie}'::text[]`;
const LAST = `'{Smith,Jones,Taylor,Brown,Williams,Wilson,Johnson,Davies,Patel,Robinson,Wright,Thompson,Evans,Walker,White,Roberts,Green,Hall,Khan,Clarke,Lewis,Harris,Young,King,Begum,Hughes,Edwards,Wood,Turner,Hill,Moore,Cooper}'::text[]`;

type Step = (label: string, query: ReturnType<typeof sql>) => Promise<void>;

export async function seedBusyDealer(step: Step, passwordHash: string) {
  const d = BUSY_DEALER.id;
  await step(
    'busy dealer',
    sql`insert into users (id, name, email, email_verified, role, status, dealership_name, first_name, last_name, created_at)
        values (${d}, 'Busy Dealer', ${BUSY_DEALER.email}, true, 'dealer', 'active', 'Busiest Motors Ltd', 'Busy',
                'Dealer', now() - interval '2 years 1 day')`,
  );
  await step(
    'its credentials',
    sql`insert into accounts (id, account_id, provider_id, user_id, password)
        values ('seed-account-busy', ${d}, 'credential', ${d}, ${passwordHash})`,
  );
  // Twenty first names by thirty-two surnames: a surname search finds about 60 of the 2,000, as in life.
  await step(
    `its ${CUSTOMERS} customers`,
    sql`insert into customers (id, dealer_id, name, email, phone, postcode, address, vehicle_registration, created_at)
        select md5('busy-c-' || c)::uuid, ${d},
               (${sql.raw(FIRST)})[c % 20 + 1] || ' ' || (${sql.raw(LAST)})[(c / 20) % 32 + 1],
               lower((${sql.raw(FIRST)})[c % 20 + 1]) || '.' || c || '@example.com',
               '07700 9' || lpad(c::text, 5, '0'), 'LS' || (c % 28 + 1) || ' ' || (c % 9 + 1) || 'QT',
               c || ' Station Road, Leeds',
               'Y' || chr(65 + c % 26) || lpad((c % 90 + 10)::text, 2, '0') || chr(65 + (c / 26) % 26) || 'RT',
               now() - (c * ${sql.raw(String(SPAN_MIN / CUSTOMERS))} || ' minutes')::interval
        from generate_series(1, ${sql.raw(String(CUSTOMERS))}) c`,
  );
  await step(
    `its ${DOCUMENTS} documents`,
    sql`insert into documents (id, dealer_id, title, file_name, format, original_key, pdf_key, size_bytes, sha256,
                               pdf_sha256, page_count, document_type, uploaded_at)
        select md5('busy-d-' || n)::uuid, ${d},
               (array['Hire Purchase Agreement','Invoice','Warranty Certificate','Part Exchange','PCP Agreement'])[n % 5 + 1] || ' ' || n,
               'busy-' || n || '.pdf', 'pdf', 'seed/busy/' || n, 'seed/busy/' || n, 180000, md5('busy-d-' || n),
               md5('busy-d-' || n), 4, 'other', now() - (n || ' days')::interval
        from generate_series(1, ${sql.raw(String(DOCUMENTS))}) n`,
  );
  // The last month is open work (the existing seed's mix); older requests are mostly done.
  await step(
    `its ${REQUESTS} signing requests`,
    sql`insert into signing_requests (id, dealer_id, customer_id, status, sent_at, completed_at, sealed_at,
                                      expires_at, cancelled_at, created_at)
        select md5('busy-r-' || r)::uuid, ${d}, md5('busy-c-' || ((r * 7) % ${sql.raw(String(CUSTOMERS))} + 1))::uuid, s.status,
               s.created, case when s.status = 'completed' then s.created + interval '3 hours' end,
               case when s.status = 'completed' then s.created + interval '3 hours' end,
               s.created + interval '30 days',
               case when s.status = 'cancelled' then s.created + interval '1 day' end, s.created
        from generate_series(1, ${sql.raw(String(REQUESTS))}) r,
             lateral (select now() - (r * ${sql.raw(String(SPAN_MIN / REQUESTS))} || ' minutes')::interval as created) t,
             lateral (select t.created, (case
               when t.created > now() - interval '30 days' then
                 case when r % 20 < 10 then 'completed' when r % 20 < 15 then 'sent'
                      when r % 20 < 17 then 'in_progress' when r % 20 < 19 then 'expired' else 'cancelled' end
               else case when r % 25 < 22 then 'completed' when r % 25 < 23 then 'expired'
                         when r % 25 < 24 then 'cancelled' else 'declined' end
             end)::signing_request_status as status) s`,
  );
  await step(
    'their documents',
    sql`insert into signing_request_documents (request_id, document_id, position, title, document_type, pdf_key,
                                               sha256, page_count)
        select sr.id, doc.id, p, doc.title, doc.document_type, doc.pdf_key, doc.sha256, doc.page_count
        from generate_series(1, ${sql.raw(String(REQUESTS))}) r
        cross join lateral generate_series(1, 1 + r % 3) p
        join signing_requests sr on sr.id = md5('busy-r-' || r)::uuid
        join documents doc on doc.id = md5('busy-d-' || ((r + p * 7) % ${sql.raw(String(DOCUMENTS))} + 1))::uuid`,
  );
  await step(
    'their invitations',
    sql`insert into mail_deliveries (dealer_id, signing_request_id, template, recipient, subject, message_sealed,
                                     status, attempts, transport, sent_at, created_at)
        select ${d}, sr.id, 'signing_request', c.email, 'Documents to sign from Busiest Motors', 'seed',
               'sent', 1, 'platform', sr.created_at, sr.created_at
        from signing_requests sr join customers c on c.id = sr.customer_id
        where sr.dealer_id = ${d}`,
  );
  // Opened and finished, as the dealer's bell lists them; all read but the last few days'.
  await step(
    'their notifications',
    sql`insert into notifications (dealer_id, type, message, signing_request_id, sent_at, read_at)
        select ${d}, n.type, c.name || n.words, sr.id, n.at,
               case when n.at < now() - interval '3 days' then n.at + interval '1 hour' end
        from signing_requests sr join customers c on c.id = sr.customer_id,
             lateral (values ('customer_started'::notification_type, ' opened their documents',
                              sr.created_at + interval '1 hour'),
                             ('customer_completed'::notification_type, ' signed their documents', sr.completed_at)
                     ) n(type, words, at)
        where sr.dealer_id = ${d} and sr.status in ('in_progress', 'completed') and n.at is not null`,
  );
}
