import { and, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { mailOutbox, mailOutboxAttachments } from '../../../db/schema.ts';
import type { MailMessage, OutboxStore } from '../../../lib/mailer.ts';

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
