// A dealership's people (issue 33): the owner (the account the dealership was registered with, whose id is the
// dealership's) and the members an owner or manager invites as manager or sales. Accounts are features/auth's;
// this folder keeps who belongs where, with what role and at which sites.

import type { z } from 'zod';
import { actedByOf, type CurrentUser, type MemberRole, personIdOf } from '../../../shared/auth.schema.ts';
import { type inviteMemberSchema, TEAM_ROLE_LABELS, type TeamMember } from '../../../shared/team.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { createPendingStaff, endStaffAccount } from '../auth/index.ts';
import { dealershipNameOf, loadDealerProfile } from '../dealer-profile/index.ts';
import { assertCanAddStaff } from '../plans/index.ts';
import * as repo from './team.repo.ts';

type Ctx = Pick<AppDeps, 'auth' | 'db' | 'config' | 'mailer'>;
type Invite = z.output<typeof inviteMemberSchema>;

const memberNotFound = () => notFound('Team member not found');

export async function listTeam(ctx: Pick<AppDeps, 'db'>, user: CurrentUser): Promise<TeamMember[]> {
  const { owner, members, sites } = await repo.listTeam(ctx.db, user.id);
  const you = personIdOf(user);
  const siteIdsOf = (userId: string) => sites.filter((s) => s.userId === userId).map((s) => s.siteId);
  const rows = [...(owner ? [{ ...owner, role: 'owner' as const }] : []), ...members];
  return rows.map((row) => ({
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    status: row.status,
    joinedAt: row.joinedAt.toISOString(),
    siteIds: row.role === 'owner' ? [] : siteIdsOf(row.userId),
    isYou: row.userId === you,
  }));
}

async function assertOwnSites(ctx: Pick<AppDeps, 'db'>, dealerId: string, siteIds: string[] | undefined) {
  const unique = [...new Set(siteIds ?? [])];
  if ((await repo.countOwnSites(ctx.db, dealerId, unique)) !== unique.length) {
    throw new AppError(400, 'Choose sites of your own dealership', {
      code: 'VALIDATION',
      issues: [{ path: 'siteIds', message: 'Unknown site' }],
    });
  }
  return unique;
}

/** Invites a member: a pending account, its membership, and the set-password link mailed to them. */
export async function inviteMember(ctx: Ctx, inviter: CurrentUser, invite: Invite) {
  const dealerId = inviter.id;
  await assertCanAddStaff(ctx.db, dealerId);
  const siteIds = await assertOwnSites(ctx, dealerId, invite.siteIds);
  const dealershipName = dealershipNameOf(await loadDealerProfile(ctx.db, dealerId)) ?? 'your dealership';
  const { person } = actedByOf(inviter, dealershipName);
  const { userId } = await createPendingStaff(
    ctx,
    {
      email: invite.email,
      firstName: invite.firstName,
      lastName: invite.lastName,
      dealershipName,
      invitedBy: { name: person, role: TEAM_ROLE_LABELS[invite.role].toLowerCase() },
    },
    (newUserId) =>
      repo.insertMember(ctx.db, {
        userId: newUserId,
        dealerId,
        role: invite.role,
        invitedBy: person,
        siteIds,
      }),
  );
  const team = await listTeam(ctx, inviter);
  return team.find((m) => m.userId === userId)!;
}

export async function updateMember(
  ctx: Pick<AppDeps, 'db'>,
  actor: CurrentUser,
  userId: string,
  change: { role?: MemberRole; siteIds?: string[] },
) {
  const dealerId = actor.id;
  if (userId === dealerId) {
    throw new AppError(409, "The owner's role cannot be changed", { code: 'OWNER' });
  }
  if (!(await repo.findMember(ctx.db, dealerId, userId))) throw memberNotFound();
  const siteIds = change.siteIds ? await assertOwnSites(ctx, dealerId, change.siteIds) : undefined;
  await repo.updateMember(ctx.db, dealerId, userId, { role: change.role, siteIds });
  return (await listTeam(ctx, actor)).find((m) => m.userId === userId)!;
}

/** Removes a member: their account ends, and with it every session on every instance, at once. */
export async function removeMember(ctx: Pick<AppDeps, 'db'>, actor: CurrentUser, userId: string) {
  const dealerId = actor.id;
  if (userId === dealerId) throw new AppError(409, 'The owner cannot be removed', { code: 'OWNER' });
  if (userId === personIdOf(actor)) {
    throw new AppError(409, 'You cannot remove yourself: ask the owner or another manager', { code: 'SELF' });
  }
  if (!(await repo.findMember(ctx.db, dealerId, userId))) throw memberNotFound();
  await endStaffAccount(ctx, userId);
  return { message: 'Team member removed' };
}
