// The owner of a dealer account's status (docs/architecture.md, "Who writes what"): suspending and
// reactivating, from the dashboard's dealer list or the control center's bulk actions, go through
// setStatus, which makes the change and every follow-up of it: the sessions end (rows here, cached answers
// on every instance), and each change is audited, all in one transaction. The kept counts and totals need no call: the change
// notification on `users` forgets them (lib/fresh-cache.ts).
import type { AppDeps } from '../../../app-deps.ts';
import { endSessionsOf, revokeCachedSessions } from '../../auth/index.ts';
import { recordAdminAction } from '../audit-log/audit.service.ts';
import { type DealerStatus, dealerIdsAmong, updateDealerStatus } from './dealer-accounts.repo.ts';

export type { DealerStatus };
/** The administrator acting and their address, for the audit log; `bulk` marks a control-center action. */
export type StatusActor = { adminId: string; ip: string; bulk?: boolean };

/**
 * Sets these dealers' status. Answers `dealers` (the ids that are dealers at all) and `changed` (those whose
 * status moved: a suspension of a suspended dealer, or a reactivation of one not suspended, changes nothing).
 */
export async function setStatus(
  ctx: Pick<AppDeps, 'db'>,
  ids: string[],
  status: DealerStatus,
  reason: string | null,
  actor: StatusActor,
): Promise<{ dealers: string[]; changed: string[] }> {
  const { db } = ctx;
  const { bulk, ...who } = actor;
  const { dealers, changed } = await db.transaction(async (tx) => {
    const dealers = await dealerIdsAmong(tx, [...new Set(ids)]);
    if (dealers.length === 0) return { dealers, changed: [] };
    const changed = await updateDealerStatus(tx, dealers, status, reason);
    if (status === 'suspended') await endSessionsOf(tx, changed);
    for (const targetId of changed) {
      await recordAdminAction(tx, {
        ...who,
        action: status === 'suspended' ? 'dealer.suspend' : 'dealer.unsuspend',
        targetType: 'dealer',
        targetId,
        reason,
        ...(bulk ? { details: { bulk: true } } : {}),
      });
    }
    return { dealers, changed };
  });
  // After the commit: every instance forgets its cached answers for the sessions just ended.
  if (status === 'suspended' && changed.length > 0) await revokeCachedSessions(db);
  return { dealers, changed };
}

export { dealerIdsAmong };
