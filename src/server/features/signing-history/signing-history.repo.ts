// The one writer of `signing_events`: every feature reports a request's steps through `recordEvent`,
// inside its own transaction when the step and its record must stand or fall together.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signingEvents } from '../../db/schema.ts';
import { queueWebhookEvent, WEBHOOK_EVENT_OF_STEP } from '../webhooks/index.ts';
import type { SigningEventInput } from './signing-events.ts';

/** The database, or a transaction of it. */
export type Executor = Pick<Database, 'insert' | 'select' | 'execute'>;

export async function recordEvent(db: Executor, event: SigningEventInput) {
  await db.insert(signingEvents).values({
    requestId: event.requestId,
    type: event.type,
    documentId: 'documentId' in event ? event.documentId : null,
    ipAddress: event.ipAddress ?? null,
    userAgent: event.userAgent ?? null,
    detail: 'detail' in event ? event.detail : null,
  });
  // The dealership's webhook endpoints hear of the step in the same transaction (features/webhooks).
  const webhook = WEBHOOK_EVENT_OF_STEP[event.type];
  if (webhook) {
    const documentId = 'documentId' in event ? event.documentId : undefined;
    // A step of one signer of several names them: `customer` is the request's (its first customer).
    const detail = (event.detail ?? {}) as { signer?: unknown; role?: unknown };
    const signer =
      typeof detail.signer === 'string' && typeof detail.role === 'string'
        ? { name: detail.signer, role: detail.role }
        : undefined;
    await queueWebhookEvent(db, { requestId: event.requestId, type: webhook, documentId, signer });
  }
}

/** Records the first view of a document only: later progress reports add nothing to the trail. */
export async function recordFirstView(db: Executor, event: Extract<SigningEventInput, { type: 'viewed' }>) {
  const [seen] = await db
    .select({ id: signingEvents.id })
    .from(signingEvents)
    .where(
      and(
        eq(signingEvents.requestId, event.requestId),
        eq(signingEvents.documentId, event.documentId),
        eq(signingEvents.type, 'viewed'),
      ),
    )
    .limit(1);
  if (!seen) await recordEvent(db, event);
}

/** A request's trail in the order it happened. */
export function listEvents(db: Executor, requestId: string) {
  return db
    .select()
    .from(signingEvents)
    .where(eq(signingEvents.requestId, requestId))
    .orderBy(asc(signingEvents.createdAt), asc(signingEvents.id));
}
