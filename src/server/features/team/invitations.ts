// Invitations to an address that already has a Docs2Sign account (docs/decisions/0004-invitations-never-tell-an-account-exists.md).
// An account belongs to one dealership (the operator's to none), so it cannot join; but answering "an account
// with this email already exists" would tell any dealer, for any address (the operator's included), whether
// it has an account here. So the dealer gets the answer every invitation gets, the invitation is listed as
// pending like any other (kept in team_invitations, counted as a staff place, removable), and the mail to the
// address tells its owner why they cannot join from it.
import type { TeamMember } from '../../../shared/dealer/team.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderMail, setPassword } from '../email/index.ts';
import * as repo from './team.repo.ts';

type Ctx = Pick<AppDeps, 'db' | 'mailer'>;

/** 409 for an address already in the dealership (owner, member or invitation): its own list shows it. */
export async function refuseOwnTeamAddress(ctx: Pick<AppDeps, 'db'>, dealerId: string, email: string) {
  const { owner, members } = await repo.listTeam(ctx.db, dealerId);
  const invitations = await repo.listInvitations(ctx.db, dealerId);
  const own = [owner?.email, ...members.map((m) => m.email), ...invitations.map((i) => i.email)];
  if (own.some((address) => address?.toLowerCase() === email.toLowerCase())) {
    throw new AppError(409, 'This address is already in your team.', { code: 'ALREADY_IN_TEAM' });
  }
}

/** Keeps the invitation and mails the address why it cannot join; answers the invitation's id. */
export async function inviteExistingAccount(
  ctx: Ctx,
  invitation: {
    dealerId: string;
    email: string;
    firstName: string;
    lastName: string;
    role: 'manager' | 'sales';
    siteIds: string[];
    dealershipName: string;
    invitedBy: { name: string; role: string };
  },
): Promise<string> {
  const { dealershipName, invitedBy, ...row } = invitation;
  const id = await repo.insertInvitation(ctx.db, { ...row, invitedBy: invitedBy.name });
  // Two invitations at once to the same address: the second finds the first.
  if (!id) throw new AppError(409, 'This address is already in your team.', { code: 'ALREADY_IN_TEAM' });
  const name = `${invitation.firstName} ${invitation.lastName}`;
  const mail = setPassword({ name, dealershipName, link: null, invitedBy });
  await ctx.mailer.send({ to: invitation.email, ...(await renderMail(mail)) });
  return id;
}

/** The dealership's invitations as the Team page lists people: pending, with the sites that still exist. */
export async function invitationsAsMembers(
  ctx: Pick<AppDeps, 'db'>,
  dealerId: string,
): Promise<TeamMember[]> {
  const rows = await repo.listInvitations(ctx.db, dealerId);
  if (rows.length === 0) return [];
  const knownSites = new Set(await repo.listSiteIds(ctx.db, dealerId));
  return rows.map((row) => ({
    userId: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    status: 'pending',
    joinedAt: row.createdAt.toISOString(),
    siteIds: row.siteIds.filter((id) => knownSites.has(id)),
    isYou: false,
  }));
}
