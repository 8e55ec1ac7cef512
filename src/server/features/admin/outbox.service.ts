// The platform outbox as administrators read it: mail kept when no SMTP server is configured.
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findOutboxAttachment, listOutbox } from './outbox.repo.ts';

const OUTBOX_PAGE_SIZE = 200;

export async function listOutboxMessages(db: Database, q: string | undefined) {
  const rows = await listOutbox(db, OUTBOX_PAGE_SIZE, q || undefined);
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

export async function outboxAttachment(db: Database, id: string, n: number) {
  const attachment = await findOutboxAttachment(db, id, n);
  if (!attachment) throw notFound('Attachment not found');
  return attachment;
}
