// A dealership's people: the owner (the account the dealership was registered with, whose id is the
// dealership's) and the members an owner or manager invites as manager or sales. Accounts are features/auth's;
// this folder keeps who belongs where, with what role and at which sites.

import type { z } from 'zod';
import {
  actedByOf,
  type CurrentUser,
  type MemberRole,
  personIdOf,
  teamRoleOf,
} from '../../../shared/dealer/auth.schema.ts';
import {
  type inviteMemberSchema,
  TEAM_ROLE_LABELS,
  type TeamMember,
} from '../../../shared/dealer/team.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { createPendingStaff, endStaffAccount } from '../auth/index.ts';
import { dealershipNameOf, loadDealerProfile } from '../dealer-profile/index.ts';
import { assertCanAddStaff } from '../plans/index.ts';
import { invitationsAsMembers, inviteExistingAccount, refuseOwnTeamAddress } from './invitations.ts';
import * as repo from './team.repo.ts';

type Ctx = Pick<AppDeps, 'db' | 'config' | 'mailer'>;
type Invite = z.output<typeof inviteMemberSchema>;

const memberNotFound = () => notFound('Team member not found');

/**
 * The member (or invitation) the actor may change or remove: their dealership's (404 otherwise), and a
 * manager only by the owner (403), so managers cannot demote or remove each other; a manager still manages
 * sales members.
 */
async function memberToManage(ctx: Pick<AppDeps, 'db'>, actor: CurrentUser, userId: string) {
  const member = await repo.findMember(ctx.db, actor.id, userId);
  const invitation = member ? undefined : await repo.findInvitation(ctx.db, actor.id, userId);
  const role = member?.role ?? invitation?.role;
  if (!role) throw memberNotFound();
  if (role === 'manager' && teamRoleOf(actor) !== 'owner') {
    throw forbidden("Only the dealership's owner can change or remove a manager");
  }
  return { invitation: Boolean(invitation) };
}

export async function listTeam(ctx: Pick<AppDeps, 'db'>, user: CurrentUser): Promise<TeamMember[]> {
  const { owner, members, sites } = await repo.listTeam(ctx.db, user.id);
  const you = personIdOf(user);
  const siteIdsOf = (userId: string) => sites.filter((s) => s.userId === userId).map((s) => s.siteId);
  const rows = [...(owner ? [{ ...owner, role: 'owner' as const }] : []), ...members];
  const people: TeamMember[] = rows.map((row) => ({
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
  const invited = await invitationsAsMembers(ctx, user.id);
  if (invited.length === 0) return people;
  // Each invitation where a pending member invited at that moment would be: after the owner, by date.
  const [first, ...rest] = people;
  const byDate = [...rest, ...invited].sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));
  return first ? [first, ...byDate] : byDate;
}

/** Every address of the dealership's people (the owner's and each member's), for mail written to them. */
export async function teamAddresses(ctx: Pick<AppDeps, 'db'>, dealerId: string): Promise<string[]> {
  const { owner, members } = await repo.listTeam(ctx.db, dealerId);
  return [...(owner ? [owner.email] : []), ...members.map((m) => m.email)];
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

/**
 * Invites a member: a pending account, its membership, and the set-password link mailed to them. An address
 * that already has an account is answered the same (invitations.ts): nothing here tells that it has one.
 */
export async function inviteMember(ctx: Ctx, inviter: CurrentUser, invite: Invite) {
  const dealerId = inviter.id;
  await assertCanAddStaff(ctx.db, dealerId);
  const siteIds = await assertOwnSites(ctx, dealerId, invite.siteIds);
  await refuseOwnTeamAddress(ctx, dealerId, invite.email);
  const dealershipName = dealershipNameOf(await loadDealerProfile(ctx.db, dealerId)) ?? 'your dealership';
  const { person } = actedByOf(inviter, dealershipName);
  const newPerson = {
    email: invite.email,
    firstName: invite.firstName,
    lastName: invite.lastName,
    dealershipName,
    invitedBy: { name: person, role: TEAM_ROLE_LABELS[invite.role].toLowerCase() },
  };
  let id: string;
  try {
    ({ userId: id } = await createPendingStaff(ctx, newPerson, (newUserId) =>
      repo.insertMember(ctx.db, {
        userId: newUserId,
        dealerId,
        role: invite.role,
        invitedBy: person,
        siteIds,
      }),
    ));
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'EMAIL_TAKEN')) throw error;
    id = await inviteExistingAccount(ctx, { ...newPerson, dealerId, role: invite.role, siteIds });
  }
  const team = await listTeam(ctx, inviter);
  return team.find((m) => m.userId === id)!;
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
  const { invitation } = await memberToManage(ctx, actor, userId);
  const siteIds = change.siteIds ? await assertOwnSites(ctx, dealerId, change.siteIds) : undefined;
  if (invitation) await repo.updateInvitation(ctx.db, dealerId, userId, { role: change.role, siteIds });
  else await repo.updateMember(ctx.db, dealerId, userId, { role: change.role, siteIds });
  return (await listTeam(ctx, actor)).find((m) => m.userId === userId)!;
}

/** Removes a member: their account ends, and with it every session on every instance, at once. */
export async function removeMember(ctx: Pick<AppDeps, 'db'>, actor: CurrentUser, userId: string) {
  const dealerId = actor.id;
  if (userId === dealerId) throw new AppError(409, 'The owner cannot be removed', { code: 'OWNER' });
  if (userId === personIdOf(actor)) {
    throw new AppError(409, 'You cannot remove yourself: ask the owner', { code: 'SELF' });
  }
  const { invitation } = await memberToManage(ctx, actor, userId);
  if (invitation) await repo.deleteInvitation(ctx.db, dealerId, userId);
  else await endStaffAccount(ctx, userId);
  return { message: 'Team member removed' };
}
