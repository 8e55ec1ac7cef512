// Settings → Webhooks: a dealership's endpoints (owner and managers), the test ping and redelivery.
import { randomBytes, randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { CurrentUser } from '../../../shared/dealer/auth.schema.ts';
import { personIdOf } from '../../../shared/dealer/auth.schema.ts';
import {
  WEBHOOK_ENDPOINT_LIMIT,
  WEBHOOK_TEST_EVENT,
  type WebhookEventType,
} from '../../../shared/dealer/webhooks.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isPrivateAddress } from '../../lib/security/network-addresses.ts';
import { allowsPrivateEndpoints, queueDeliveryJobs, webhookSecretBox } from './webhooks.jobs.ts';
import * as repo from './webhooks.repo.ts';

type Ctx = Pick<AppDeps, 'db' | 'jobs' | 'config'>;
type Created = Awaited<ReturnType<typeof repo.insertEndpoint>>;

/** Secrets say what they are, as API keys do; the prefix tells endpoints' secrets apart. */
const SECRET_MARK = 'whsec_';
const PREFIX_LENGTH = SECRET_MARK.length + 6;
const NOT_FOUND = 'Webhook endpoint not found';

const urlRefused = (message: string) =>
  new AppError(400, message, { code: 'WEBHOOK_URL_NOT_ALLOWED', issues: [{ path: 'url', message }] });

const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const notPublic = (url: URL) =>
  urlRefused(`${url.hostname} is on a private or local network. Enter a public address.`);

/** The name's addresses now; none when it does not resolve (a resolver can be down a moment). */
async function addressesOf(host: string) {
  try {
    return (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return [];
  }
}

/**
 * Where events may be posted: https on a public address. With WEBHOOK_ALLOW_PRIVATE_HOSTS (a test system)
 * loopback and private addresses are allowed too, and there plain http as well, since a test receiver
 * seldom has a certificate; a public address still needs https. Otherwise a private or local address is
 * refused here, and again at every delivery (webhook-post.ts), where the address connected to is the one
 * checked.
 */
export async function assertEndpointUrl(config: AppDeps['config'], value: string) {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw urlRefused('The address must start with https://');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const local = LOCAL_NAMES.has(url.hostname) || host === 'localhost';
  if (isIP(host) || local) {
    const isPrivate = local || isPrivateAddress(host);
    if (isPrivate && !allowsPrivateEndpoints(config)) throw notPublic(url);
    if (url.protocol === 'http:' && !isPrivate) throw urlRefused('The address must start with https://');
    return;
  }
  // A name: judged by what it resolves to now. One that does not resolve is kept (each delivery checks again).
  const addresses = await addressesOf(host);
  const isPrivate = addresses.length > 0 && addresses.some((a) => isPrivateAddress(a));
  if (isPrivate && !allowsPrivateEndpoints(config)) throw notPublic(url);
  if (url.protocol === 'http:' && !(isPrivate && addresses.every((a) => isPrivateAddress(a))))
    throw urlRefused('The address must start with https://');
}

const toSummary = (
  row: Created & {
    last?: { status: 'pending' | 'delivered' | 'failed'; statusCode: number | null; at: string } | null;
  },
) => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
  secretPrefix: row.secretPrefix,
  createdAt: row.createdAt.toISOString(),
  lastDelivery: row.last ?? null,
});

export async function listWebhooks(ctx: Ctx, user: CurrentUser) {
  return (await repo.listEndpoints(ctx.db, user.id)).map(toSummary);
}

export async function createWebhook(
  ctx: Ctx,
  user: CurrentUser,
  checked: { url: string; description: string; events: WebhookEventType[] },
) {
  // Every endpoint adds a delivery to each event: a cap keeps one dealership from filling the shared slots.
  if ((await repo.countEndpoints(ctx.db, user.id)) >= WEBHOOK_ENDPOINT_LIMIT)
    throw new AppError(
      409,
      `A dealership can have at most ${WEBHOOK_ENDPOINT_LIMIT} webhook endpoints. Delete one you no longer use, or send several events to one endpoint, to add another.`,
      { code: 'WEBHOOK_ENDPOINT_LIMIT' },
    );
  await assertEndpointUrl(ctx.config, checked.url);
  const secret = `${SECRET_MARK}${randomBytes(24).toString('base64url')}`;
  const row = await repo.insertEndpoint(ctx.db, {
    dealerId: user.id,
    url: checked.url,
    description: checked.description,
    events: checked.events,
    secretSealed: webhookSecretBox(ctx.config.appSecret).seal(secret),
    secretPrefix: secret.slice(0, PREFIX_LENGTH),
    createdBy: personIdOf(user),
  });
  return { ...toSummary(row), secret };
}

export async function updateWebhook(
  ctx: Ctx,
  user: CurrentUser,
  id: string,
  changes: { url?: string; description?: string; events?: WebhookEventType[]; enabled?: boolean },
) {
  if (changes.url !== undefined) await assertEndpointUrl(ctx.config, changes.url);
  const row = await repo.updateEndpoint(ctx.db, user.id, id, changes);
  if (!row) throw notFound(NOT_FOUND);
  return toSummary(row);
}

export async function deleteWebhook(ctx: Ctx, user: CurrentUser, id: string) {
  if (!(await repo.deleteEndpoint(ctx.db, user.id, id))) throw notFound(NOT_FOUND);
  return { deleted: true };
}

/** "Send test": a `ping` delivered through the same job (and log) as any event, queued at once. */
export async function sendTest(ctx: Ctx, user: CurrentUser, endpointId: string) {
  if (!(await repo.endpointExists(ctx.db, user.id, endpointId))) throw notFound(NOT_FOUND);
  const eventId = randomUUID();
  const payload = {
    id: eventId,
    type: WEBHOOK_TEST_EVENT,
    createdAt: new Date().toISOString(),
    data: { message: 'A test from Docs2Sign: this endpoint receives signed events.' },
  };
  const delivery = await repo.insertDelivery(ctx.db, {
    dealerId: user.id,
    endpointId,
    eventId,
    eventType: WEBHOOK_TEST_EVENT,
    payload,
  });
  await queueDeliveryJobs(ctx, [delivery]);
  return { deliveryId: delivery.id };
}

/** The same event (id and body) again, as a new delivery with its own attempts. */
export async function redeliver(ctx: Ctx, user: CurrentUser, endpointId: string, deliveryId: string) {
  const original = await repo.findDelivery(ctx.db, user.id, endpointId, deliveryId);
  if (!original) throw notFound('Delivery not found');
  const delivery = await repo.insertDelivery(ctx.db, { dealerId: user.id, endpointId, ...original });
  await queueDeliveryJobs(ctx, [delivery]);
  return { deliveryId: delivery.id };
}

export async function listDeliveries(ctx: Ctx, user: CurrentUser, endpointId: string) {
  if (!(await repo.endpointExists(ctx.db, user.id, endpointId))) throw notFound(NOT_FOUND);
  const rows = await repo.listDeliveries(ctx.db, user.id, endpointId);
  return rows.map((d) => ({
    id: d.id,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    lastStatusCode: d.lastStatusCode,
    createdAt: d.createdAt.toISOString(),
    finishedAt: d.finishedAt?.toISOString() ?? null,
    payload: d.payload,
    attempts: d.attempts.map((a) => ({
      attempt: a.attempt,
      statusCode: a.statusCode,
      responseExcerpt: a.responseExcerpt,
      error: a.error,
      durationMs: a.durationMs,
      at: a.createdAt.toISOString(),
    })),
  }));
}
