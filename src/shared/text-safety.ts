// Text that ends up in a mail header or in front of a dealer as a name: no line breaks where a header could
// be split, and no bidirectional controls, which can make "invoice‮fdp.exe" read as "invoiceexe.pdf".
import type { z } from 'zod';
import { fieldLabel } from './plain-zod-messages.ts';

/** U+200E/F marks, U+202A–E embeddings and overrides, U+2066–9 isolates. */
export const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export const stripBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '');

/** True for a single-line value that may go into a mail header (a subject, a sender's name). */
export const isOneLine = (value: string) => !/[\r\n]/.test(value);

// NUL (U+0000) and a lone UTF-16 surrogate are text no PostgreSQL column, JSON value or mail can carry: the
// database refuses the whole statement, so one such character turned a form into a 500. They are refused
// where text enters (the server's text rule, and the shared schemas the browser checks forms with).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text holds a NUL or a lone surrogate. */
export const hasUnsafeText = (value: string) => UNSAFE_TEXT.test(value);

/** The one wording of the refusal, naming the field ("Name", "q", "customer.email"). */
export const unsafeTextMessage = (field: string) =>
  `${field} contains a character that is not allowed (a NUL byte or broken Unicode)`;

/** Deeper than this, a request body is refused: no form of ours nests past a handful of levels. */
export const MAX_INPUT_DEPTH = 64;

export type TextIssue = { path: string; message: string };

/**
 * The places in a parsed JSON body, query or form where text breaks the rule, keys included. Walks with its
 * own stack, so a body nested 10,000 deep costs a loop, not the call stack; stops at the first few issues.
 */
export function findUnsafeText(value: unknown, label: (path: string) => string = (p) => p): TextIssue[] {
  const issues: TextIssue[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0 && issues.length < 5) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasUnsafeText(current)) issues.push(issueAt(path, label));
      continue;
    }
    if (typeof current !== 'object' || current === null || !isPlainContainer(current)) continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      issues.push({
        path: path.join('.'),
        message: `The request is nested more than ${MAX_INPUT_DEPTH} levels deep`,
      });
      break;
    }
    for (const [key, child] of Object.entries(current)) {
      if (hasUnsafeText(key)) {
        issues.push(issueAt([...path, key.replace(UNSAFE_TEXT_ALL, '\ufffd')], label));
        continue;
      }
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return issues;
}

const UNSAFE_TEXT_ALL = new RegExp(UNSAFE_TEXT.source, 'g');

/** The text with every NUL and lone surrogate replaced by U+FFFD: safe to store and to show. */
export const replaceUnsafeText = (value: string) => value.replace(UNSAFE_TEXT_ALL, '\ufffd');

/**
 * The text without its NULs and lone surrogates: what a document's own text layer carries is kept, with
 * nothing in place of a character that stands for nothing ("Olivia\0 Bennett" reads "Olivia Bennett").
 */
export const stripUnsafeText = (value: string) =>
  hasUnsafeText(value) ? value.replace(UNSAFE_TEXT_ALL, '') : value;

/** Every string in a JSON value (keys too) through stripUnsafeText; anything else as it was. */
export function stripUnsafeTextDeep<T>(value: T): T {
  if (typeof value === 'string') return stripUnsafeText(value) as T;
  if (Array.isArray(value)) return value.map(stripUnsafeTextDeep) as T;
  if (typeof value !== 'object' || value === null || !isPlainContainer(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [stripUnsafeText(key), stripUnsafeTextDeep(child)]),
  ) as T;
}

function issueAt(path: string[], label: (path: string) => string): TextIssue {
  const joined = path.join('.');
  return { path: joined, message: unsafeTextMessage(label(joined || 'The text')) };
}

/**
 * Arrays and plain objects (JSON; a parsed query, whose prototype is a bare object with no prototype of its
 * own); never a Buffer or a class instance.
 */
function isPlainContainer(value: object): boolean {
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/** For the shared schemas: `safeText(z.string().trim().max(200))` refuses the text the rule refuses. */
export const safeText = <T extends z.ZodType<string | null | undefined>>(schema: T) =>
  schema.refine((value) => typeof value !== 'string' || !hasUnsafeText(value), {
    error: (issue) => unsafeTextMessage(fieldLabel(issue.path)),
  });
