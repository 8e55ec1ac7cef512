// Paging for the dealer's lists (customers, documents, signing requests). The answer stays the spec's
// array; the next page's address travels in a `Link: <…>; rel="next"` header. Pages are keyset pages on
// (created, id), newest first: each is one index range however deep the dealer scrolls.

import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, type ListQuery } from '../../../shared/api/list.ts';
import { AppError } from '../app-error.ts';

export {
  DEFAULT_PAGE_SIZE,
  listQuerySchema,
  MAX_PAGE_SIZE,
  REQUESTS_PAGE_SIZE,
} from '../../../shared/api/list.ts';

/** Where a page ends: the last row's timestamp (as PostgreSQL wrote it, to the microsecond) and id. */
export type Cursor = { at: string; id: string };
export type PageRequest = { limit: number; after: Cursor | null; q: string | null };

// PostgreSQL's text form of a timestamptz: "2026-11-01 09:34:00.123456+00".
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const cursorShape = z.tuple([z.string().min(10).max(40), z.uuid()]);

/** The page asked for; `size` when the query names no limit (a list whose rows are heavy pages shorter). */
export function pageRequest(query: ListQuery, size = DEFAULT_PAGE_SIZE): PageRequest {
  return { limit: query.limit ?? size, after: decodeCursor(query.cursor), q: query.q || null };
}

function decodeCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  try {
    const [at, id] = cursorShape.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (!TIMESTAMP.test(at)) throw new Error('not a time');
    return { at, id };
  } catch {
    throw new AppError(400, 'The list position (cursor) is not valid. Load the list again from the start.', {
      code: 'BAD_CURSOR',
    });
  }
}

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');

/** The timestamp as exact text, for the cursor (a JS Date would lose the microseconds). */
export const cursorTime = (column: AnyPgColumn) => sql<string>`${column}::text`;

/** A timestamptz as `Date#toISOString` writes it (UTC, milliseconds, "Z"), shaped by PostgreSQL. */
export const isoTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** The same for a column that may be null (null stays null). */
export const isoTimeOrNull = (column: AnyPgColumn) => isoTime(column) as SQL<string | null>;

/** Rows after the cursor in (created desc, id desc) order. */
export function afterCursor(created: AnyPgColumn, id: AnyPgColumn, after: Cursor | null): SQL | undefined {
  return after ? sql`(${created}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;
}

/** `%q%` for ILIKE, with the pattern's own wildcards escaped. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type Page<T> = { items: T[]; next: Cursor | null };

/** Trims the one extra row a repo fetched (limit + 1) and notes where the next page starts. */
export function takePage<R extends { cursorAt: string; id: string }, T>(
  rows: R[],
  page: PageRequest,
  shape: (row: R) => T,
): Page<T> {
  const more = rows.length > page.limit;
  const kept = more ? rows.slice(0, page.limit) : rows;
  const last = kept[kept.length - 1];
  return { items: kept.map(shape), next: more && last ? { at: last.cursorAt, id: last.id } : null };
}

/** The Link header's value for the next page (same path, same filters), if there is one. */
function nextLink(request: FastifyRequest, page: PageRequest, next: Cursor | null): string | undefined {
  if (!next) return undefined;
  // The same filters as this page (q, and any a list adds), at the same size, from where it ended.
  const params = new URLSearchParams(request.url.split('?')[1] ?? '');
  params.set('limit', String(page.limit));
  params.set('cursor', encodeCursor(next));
  return `<${request.url.split('?')[0]}?${params.toString()}>; rel="next"`;
}

/** Sets the Link header to the next page and answers the array. */
export function sendPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageRequest,
  result: Page<T>,
) {
  const link = nextLink(request, page, result.next);
  if (link) reply.header('link', link);
  return result.items;
}

/**
 * A signed-in dealer's list. The first page (no cursor, no search), which every visit to the tab asks for,
 * comes from the dealer's kept answers (lib/http/dealer-answers.ts); the other pages are read afresh.
 */
export async function sendDealerList<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageRequest,
  list: {
    name: string;
    serialize: (items: T[]) => string;
    load: () => Promise<Page<T>>;
    /** Narrowed by a list's own filter (e.g. one customer's requests): read afresh like a search. */
    filtered?: boolean;
  },
) {
  const dealerId = request.currentUser?.id;
  if (page.after || page.q || list.filtered || !dealerId)
    return sendPage(request, reply, page, await list.load());
  return request.server.deps.dealerAnswers.send(
    request,
    reply,
    dealerId,
    `${list.name}:${page.limit}`,
    async () => {
      const result = await list.load();
      return { json: list.serialize(result.items), link: nextLink(request, page, result.next) };
    },
  );
}
