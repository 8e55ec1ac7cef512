// Hears which dealer's data changed, and which kind of it, on any app instance: the 0016 and 0021
// migrations' triggers send NOTIFY dealer_data '<dealer id>:<kind>' ('*:<kind>' for many dealers) as each
// write commits. Both
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

/** What a notification says: whose data changed (EVERY_DEALER: any number of dealers) and which kind. */
export type DataChange = { dealerId: string; kind: string };

/**
 * A session revocation (sign-out, suspension, password reset) is sent to every dealer ('*:sessions') so that
 * every instance forgets its kept sessions, but it changes no dealer's records: a dealer's kept answers and
 * the browsers' event streams let it pass.
 */
export const aboutDealerRecords = (change: DataChange) => change.kind !== 'sessions';

/** '<dealer id>:<kind>'; a payload without a kind (from before migration 0021) is every kind ('*'). */
export function parseChange(payload: string): DataChange {
  const colon = payload.indexOf(':');
  if (colon < 0) return { dealerId: payload, kind: '*' };
  return { dealerId: payload.slice(0, colon), kind: payload.slice(colon + 1) || '*' };
}

export type DealerDataEvents = {
  /** A dealer's data changed (EVERY_DEALER: any number of them). */
  changed(change: DataChange): void;
  /** Notifications can be heard from now on; any heard before a loss may have been missed. */
  listening(): void;
  /** Notifications may go unheard until the next `listening`. */
  deaf(error?: unknown): void;
};

export type DealerDataListener = {
  stop(): Promise<void>;
  /**
   * PGlite only (tests): drops the listener and listens again, as a lost connection would, so that what
   * follows a gap can be shown. On PostgreSQL end the LISTENER_NAME backend instead.
   */
  interrupt(): Promise<void>;
};

/** Starts listening. */
export async function listenForDealerData(
  database: { pglite?: PGlite; databaseUrl?: string; notifications?: EventEmitter },
  events: DealerDataEvents,
): Promise<DealerDataListener> {
  const heard = (payload: string) => {
    if (payload) events.changed(parseChange(payload));
  };
  const { pglite } = database;
  if (pglite) {
    let unlisten = await pglite.listen(DEALER_DATA_CHANNEL, heard);
    events.listening();
    return {
      async stop() {
        events.deaf();
        await unlisten();
      },
      async interrupt() {
        events.deaf(new Error('the listener was interrupted'));
        await unlisten();
        unlisten = await pglite.listen(DEALER_DATA_CHANNEL, heard);
        events.listening();
      },
    };
  }
  if (!database.databaseUrl) throw new Error('listening for dealer data needs PGlite or a PostgreSQL URL');
  const pooled = database.notifications;
  pooled?.on(DEALER_DATA_CHANNEL, heard);
  const stop = listenOnPostgres(database.databaseUrl, events, heard);
  return {
    async stop() {
      pooled?.off(DEALER_DATA_CHANNEL, heard);
      await stop();
    },
    async interrupt() {
      throw new Error('on PostgreSQL, end the listening backend (pg_terminate_backend)');
    },
  };
}

function listenOnPostgres(
  databaseUrl: string,
  events: DealerDataEvents,
  heard: (payload: string) => void,
): () => Promise<void> {
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
      if (message.channel === DEALER_DATA_CHANNEL && message.payload) heard(message.payload);
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
