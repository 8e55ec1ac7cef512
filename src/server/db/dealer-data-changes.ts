// Hears which dealer's customers, documents or signing requests changed, on any app instance: the
// 0016 migration's triggers send NOTIFY dealer_data '<dealer id>' (or '*') as each write commits. Both
// engines tell a session of its own notifications before its statement answers (PGlite, and PostgreSQL's
// pooled connections, which listen from the start: client.ts), so this instance's own changes are heard
// before the code that made them goes on. Other instances' changes come a moment after their commit on
// one PostgreSQL connection of its own, re-opened after a loss.
import type { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const DEALER_DATA_CHANNEL = 'dealer_data';
/** The payload for "more dealers than worth naming changed". */
export const EVERY_DEALER = '*';
const RECONNECT_MS = 1000;
const CONNECT_TIMEOUT_MS = 5000;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'docs2sign-dealer-data';

export type DealerDataEvents = {
  /** A dealer's data changed (EVERY_DEALER: any number of them). */
  changed(dealerId: string): void;
  /** Notifications can be heard from now on; any heard before a loss may have been missed. */
  listening(): void;
  /** Notifications may go unheard until the next `listening`. */
  deaf(error?: unknown): void;
};

/** Starts listening; answers a stop function. */
export async function listenForDealerData(
  database: { pglite?: PGlite; databaseUrl?: string; notifications?: EventEmitter },
  events: DealerDataEvents,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(DEALER_DATA_CHANNEL, events.changed);
    events.listening();
    return async () => {
      events.deaf();
      await unlisten();
    };
  }
  if (!database.databaseUrl) throw new Error('listening for dealer data needs PGlite or a PostgreSQL URL');
  const pooled = database.notifications;
  pooled?.on(DEALER_DATA_CHANNEL, events.changed);
  const stop = listenOnPostgres(database.databaseUrl, events);
  return async () => {
    pooled?.off(DEALER_DATA_CHANNEL, events.changed);
    await stop();
  };
}

function listenOnPostgres(databaseUrl: string, events: DealerDataEvents): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const lose = (error?: unknown) => {
    if (!client) return;
    const lost = client;
    client = null;
    void closeQuietly(lost);
    events.deaf(error);
    if (!stopped) retry = setTimeout(connect, RECONNECT_MS);
  };

  async function connect() {
    retry = null;
    if (stopped) return;
    const next = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === DEALER_DATA_CHANNEL && message.payload) events.changed(message.payload);
    });
    next.on('error', lose);
    next.on('end', () => lose(new Error('the notification connection closed')));
    try {
      await next.connect();
      // Set here rather than in the options, where a connection string's own parameters would win.
      await next.query(`SET application_name = '${LISTENER_NAME}'`);
      await next.query(`LISTEN ${DEALER_DATA_CHANNEL}`);
      if (client === next && !stopped) events.listening();
    } catch (error) {
      lose(error);
    }
  }

  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    events.deaf();
    if (last) await closeQuietly(last);
  };
}

/** Ends a connection whose events no longer matter (its end would otherwise read as a loss). */
function closeQuietly(client: pg.Client) {
  client.removeAllListeners();
  client.on('error', () => {});
  return client.end().catch(() => {});
}
