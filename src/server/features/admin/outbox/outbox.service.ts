// The platform outbox as administrators read it: mail kept when no SMTP server is configured.
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import { recordAdminAction } from '../audit-log/audit.service.ts';
import { deleteOutboxOlderThan, findOutboxAttachment, listOutbox, redactOutboxLinks } from './outbox.repo.ts';

const OUTBOX_PAGE_SIZE = 200;
/**
 * Without SMTP_URL the outbox is how mail reaches people (an administrator reads it and passes it on), so a
 * message keeps its links for this long; then they are removed. (Mail sent by SMTP is never written here;
 * its sealed copy in the delivery log is emptied once delivered.)
 */
export const OUTBOX_LINK_DAYS = 7;

/** Maintenance's cleanup deletes outbox mail older than this. */
export const OUTBOX_KEEP_DAYS = 90;
export const deleteOldOutboxMail = (db: Database) => deleteOutboxOlderThan(db, OUTBOX_KEEP_DAYS);

type Actor = { adminId: string; ip: string };

/** Reading the outbox shows reset and signing links: every read is in the audit log. */
export async function listOutboxMessages(db: Database, q: string | undefined, actor: Actor) {
  const rows = await listOutbox(db, OUTBOX_PAGE_SIZE, q || undefined);
  await recordAdminAction(db, {
    ...actor,
    action: 'outbox.read',
    targetType: 'outbox',
    details: { search: q || null, messages: rows.length },
  });
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    from: row.from,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function outboxAttachment(db: Database, id: string, n: number, actor: Actor) {
  const attachment = await findOutboxAttachment(db, id, n);
  if (!attachment) throw notFound('Attachment not found');
  await recordAdminAction(db, {
    ...actor,
    action: 'outbox.attachment_download',
    targetType: 'outbox',
    targetId: id,
    details: { attachment: n, filename: attachment.filename },
  });
  return attachment;
}

/** The housekeeping job's part: links in outbox mail older than OUTBOX_LINK_DAYS are removed. */
export function redactOldOutboxLinks(db: Database, now = new Date()) {
  return redactOutboxLinks(db, new Date(now.getTime() - OUTBOX_LINK_DAYS * 24 * 60 * 60_000));
}
