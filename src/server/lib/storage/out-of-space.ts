// A full disk (the data directory's, or the database's) is a state to wait out, not a failure of the work:
// uploads are refused with 507 in plain words, and a seal waits in the queue until there is room again.

/** Out of space: ENOSPC or EDQUOT from the file system, or PostgreSQL's disk_full (53100), through causes. */
export function isOutOfSpace(error: unknown): boolean {
  for (
    let e = error as { code?: string; cause?: unknown } | undefined, depth = 0;
    e && typeof e === 'object' && depth < 4;
    depth++
  ) {
    if (e.code === 'ENOSPC' || e.code === 'EDQUOT' || e.code === '53100') return true;
    e = e.cause as typeof e;
  }
  return false;
}

export const OUT_OF_SPACE_MESSAGE =
  'The server has run out of storage space, so this was not saved. Nothing is lost: please try again in a few minutes. The administrator can see the disk is full in the control center.';
