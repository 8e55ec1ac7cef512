// Where a signed-out visitor goes to sign in, and where they come back to afterwards. Only a path on this
// site is accepted as "next", so a crafted link can never send a dealer to another site after sign-in.
import { PATHS } from '../../shared/api/paths.ts';

/** A same-origin relative path ("/settings?x=1"), or null for anything else ("//evil", "https://…"). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Control characters and backslashes have no place in a path we send a browser to.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\\]/.test(next)) return null;
  if (next.startsWith('/api/')) return null;
  return next;
}

/** The sign-in page, bringing the visitor back to `path` (default: where they are now). */
export function signInHref(path = currentPath()): string {
  const next = safeNextPath(path);
  return next && next !== '/' ? `${PATHS.login}?next=${encodeURIComponent(next)}` : PATHS.login;
}

export const currentPath = () => `${window.location.pathname}${window.location.search}`;
