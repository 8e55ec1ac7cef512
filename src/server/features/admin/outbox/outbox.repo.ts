import { and, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { mailOutbox, mailOutboxAttachments } from '../../../db/schema.ts';
import { escapeHtml } from '../../../lib/http/html.ts';
import type { MailMessage, OutboxStore } from '../../../lib/mail/mailer.ts';

/** The outbox as the platform mailer's store for mail when no SMTP server is configured. */
export const outboxStore = (db: Database): OutboxStore => ({
  insert: (message) => insertOutboxMessage(db, message),
});

export async function insertOutboxMessage(db: Database, message: MailMessage & { from: string }) {
  const attachments = message.attachments ?? [];
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        to: message.to,
        from: message.from,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
        })),
      })
      .returning({ id: mailOutbox.id });
    if (attachments.length === 0) return;
    await tx
      .insert(mailOutboxAttachments)
      .values(attachments.map((a, position) => ({ outboxId: row!.id, position, content: a.content })));
  });
}

/** Newest first; `search` matches the recipient, the sender or the subject, case-insensitively. */
export function listOutbox(db: Database, limit: number, search?: string) {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select()
    .from(mailOutbox)
    .where(
      pattern
        ? or(
            ilike(mailOutbox.to, pattern),
            ilike(mailOutbox.from, pattern),
            ilike(mailOutbox.subject, pattern),
          )
        : undefined,
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

export async function findOutboxAttachment(db: Database, outboxId: string, position: number) {
  const [row] = await db
    .select({ meta: mailOutbox.attachments, content: mailOutboxAttachments.content })
    .from(mailOutboxAttachments)
    .innerJoin(mailOutbox, eq(mailOutbox.id, mailOutboxAttachments.outboxId))
    .where(and(eq(mailOutboxAttachments.outboxId, outboxId), eq(mailOutboxAttachments.position, position)));
  if (!row) return undefined;
  const meta = row.meta[position];
  return meta ? { ...meta, content: row.content } : undefined;
}

/** Any web address up to the next space, quote or angle bracket (in text and in HTML attributes alike). */
const LINK = String.raw`https?://[^\s"'<>]+`;

/**
 * Replaces every link in the messages written before `before` by "[link removed]": sign-in, reset and
 * signing links must not stay readable for ever. Only rows that still hold a link are written: running it
 * again changes nothing.
 */
export async function redactOutboxLinks(db: Database, before: Date): Promise<number> {
  const holdsLink = or(sql`${mailOutbox.text} ~ ${LINK}`, sql`${mailOutbox.html} ~ ${LINK}`);
  const rows = await db
    .update(mailOutbox)
    .set({
      text: sql`regexp_replace(${mailOutbox.text}, ${LINK}, '[link removed]', 'g')`,
      html: sql`regexp_replace(${mailOutbox.html}, ${LINK}, '[link removed]', 'g')`,
    })
    .where(and(lt(mailOutbox.createdAt, before), holdsLink))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Deletes outbox mail older than `days`; answers how many went. */
export async function deleteOutboxOlderThan(db: Database, days: number): Promise<number> {
  const rows = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** What an erased person's name and address become in the outbox. */
export const ERASED_IN_OUTBOX = '[erased]';

/** The ways a name is written in a mail: as typed, and as either kind of HTML escaping writes it. */
function writtenForms(value: string): string[] {
  const named = value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
  return [...new Set([value, escapeHtml(value), named])].filter((form) => form.trim().length > 0);
}

/**
 * `column` with every form of every value replaced by ERASED_IN_OUTBOX where it stands as a whole word, so a
 * short name ("Al") leaves "All documents" alone. The value is escaped: it is matched as written.
 */
function erased(column: SQL | AnyPgColumn, values: string[]): SQL {
  let out: SQL = sql`${column}`;
  for (const form of values.flatMap(writtenForms)) {
    const pattern = `(?<![[:alnum:]_])${form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![[:alnum:]_])`;
    out = sql`regexp_replace(${out}, ${pattern}, ${ERASED_IN_OUTBOX}, 'g')`;
  }
  return out;
}

/**
 * An erased customer out of the outbox (the customer-rights feature calls this through the admin feature's
 * door: this feature writes the table). Mail to the customer loses their name and address, and its
 * attachments (the signed copies) go; mail to the dealership's own addresses (notices naming the customer)
 * loses their name and address too. Mail to anyone else is not theirs to touch. Answers the rows changed.
 */
export async function erasePersonInOutbox(
  db: Database,
  person: { name: string; email: string },
  dealerAddresses: string[],
): Promise<number> {
  const email = person.email.trim().toLowerCase();
  const values = [person.name.trim(), email, person.email.trim()].filter(Boolean);
  return db.transaction(async (tx) => {
    const toCustomer = await tx
      .update(mailOutbox)
      .set({
        to: ERASED_IN_OUTBOX,
        subject: erased(mailOutbox.subject, values),
        text: erased(mailOutbox.text, values),
        html: erased(sql`${mailOutbox.html}`, values),
        attachments: sql`'[]'::jsonb`,
      })
      .where(sql`lower(${mailOutbox.to}) = ${email}`)
      .returning({ id: mailOutbox.id });
    if (toCustomer.length > 0) {
      await tx.delete(mailOutboxAttachments).where(
        inArray(
          mailOutboxAttachments.outboxId,
          toCustomer.map((r) => r.id),
        ),
      );
    }
    const addresses = [...new Set(dealerAddresses.map((a) => a.trim().toLowerCase()).filter(Boolean))];
    if (addresses.length === 0) return toCustomer.length;
    const mentions = or(
      ...values
        .flatMap(writtenForms)
        .flatMap((form) => [
          sql`strpos(${mailOutbox.subject}, ${form}) > 0`,
          sql`strpos(${mailOutbox.text}, ${form}) > 0`,
          sql`strpos(coalesce(${mailOutbox.html}, ''), ${form}) > 0`,
        ]),
    );
    const toDealer = await tx
      .update(mailOutbox)
      .set({
        subject: erased(mailOutbox.subject, values),
        text: erased(mailOutbox.text, values),
        html: erased(sql`${mailOutbox.html}`, values),
      })
      .where(and(inArray(sql`lower(${mailOutbox.to})`, addresses), mentions))
      .returning({ id: mailOutbox.id });
    return toCustomer.length + toDealer.length;
  });
}
