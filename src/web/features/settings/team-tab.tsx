// Settings → Team: who is in the dealership, their role and sites; owners and managers invite,
// change roles and remove. Each person is a card that wraps, so the list fits 360 px.
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { canManageDealership, type MemberRole } from '../../../shared/dealer/auth.schema.ts';
import { TEAM_ROLE_LABELS, type TeamMember } from '../../../shared/dealer/team.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { useSites } from '../../lib/sites.ts';
import { useAuth } from '../auth/index.ts';
import { ApiKeysSection } from './api-keys-section.tsx';
import { InviteMemberDialog } from './invite-member-dialog.tsx';
import { SitesSection } from './sites-section.tsx';
import { useRemoveMember, useTeam, useUpdateMember } from './team-api.ts';

const nameOf = (m: TeamMember) => [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email;

export function TeamTab() {
  const { user } = useAuth();
  const team = useTeam();
  const [inviting, setInviting] = useState(false);
  const canManage = user ? canManageDealership(user) : false;

  return (
    <div className="grid gap-6">
      <Card as="section" aria-labelledby="team-heading" className="p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="team-heading" className="text-lg font-semibold">
              Team
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Everyone who signs in for your dealership. The history names who sent each request.
            </p>
          </div>
          {canManage && (
            <Button onClick={() => setInviting(true)}>
              <UserPlus className="h-4 w-4" aria-hidden="true" /> Invite
            </Button>
          )}
        </div>
        <div className="mt-4">
          <QueryState
            query={team}
            what="your team"
            isEmpty={(members) => members.length <= 1}
            empty={
              <EmptyState
                icon={Users}
                title="Just you so far"
                action={canManage && <Button onClick={() => setInviting(true)}>Invite a team member</Button>}
              >
                Invite your managers and sales executives so each signs in as themselves.
              </EmptyState>
            }
          >
            {(members) => (
              <ul className="grid gap-3">
                {members.map((member) => (
                  <MemberCard key={member.userId} member={member} canManage={canManage} />
                ))}
              </ul>
            )}
          </QueryState>
        </div>
        {!canManage && (
          <p className="mt-4 text-sm text-slate-600">
            Only the owner or a manager can invite, change or remove people.
          </p>
        )}
      </Card>
      <SitesSection canManage={canManage} />
      {/* The owner's alone (the server answers 403 to anyone else). */}
      {user?.role === 'dealer' && !user.member && <ApiKeysSection />}
      <InviteMemberDialog open={inviting} onOpenChange={setInviting} />
    </div>
  );
}

function MemberCard({ member, canManage }: { member: TeamMember; canManage: boolean }) {
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const sites = useSites();
  const [confirming, setConfirming] = useState(false);
  const editable = canManage && member.role !== 'owner';
  const siteNames = (sites.data ?? []).filter((s) => member.siteIds.includes(s.id)).map((s) => s.name);

  const changeRole = (role: MemberRole) =>
    update.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          toast({
            title: 'Role Changed',
            description: `${nameOf(member)} is now ${TEAM_ROLE_LABELS[role]}.`,
            variant: 'success',
          }),
        onError: (error) => reportMutationError(error, 'Failed to change the role. Please try again.'),
      },
    );
  const removeMember = () =>
    remove.mutate(member.userId, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: 'Member Removed',
          description: `${nameOf(member)} can no longer sign in.`,
          variant: 'success',
        });
      },
      onError: (error) => reportMutationError(error, 'Failed to remove the member. Please try again.'),
    });

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium text-slate-900">
          {nameOf(member)}
          {member.isYou && <span className="ml-1 text-sm font-normal text-slate-600">(you)</span>}
        </p>
        <p className="text-sm [overflow-wrap:anywhere] text-slate-600">{member.email}</p>
        <p className="mt-1 flex flex-wrap gap-1 text-xs">
          {member.status === 'pending' && (
            <span className="rounded-full border border-amber-200 bg-amber-50 px-2 py-0.5 text-amber-900">
              Invited, no password yet
            </span>
          )}
          {siteNames.map((name) => (
            <span
              key={name}
              className="rounded-full border border-slate-200 bg-slate-50 px-2 py-0.5 text-slate-700"
            >
              {name}
            </span>
          ))}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {editable ? (
          <label className="text-sm">
            <span className="sr-only">Role of {nameOf(member)}</span>
            <select
              value={member.role}
              disabled={update.isPending}
              onChange={(event) => changeRole(event.target.value as MemberRole)}
              className="min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
            >
              <option value="manager">Manager</option>
              <option value="sales">Sales</option>
            </select>
          </label>
        ) : (
          <span className="rounded-full border border-slate-300 px-2 py-0.5 text-sm text-slate-700">
            {TEAM_ROLE_LABELS[member.role]}
          </span>
        )}
        {editable && !member.isYou && (
          <Button
            variant="outline"
            onClick={() => setConfirming(true)}
            aria-label={`Remove ${nameOf(member)}`}
          >
            Remove
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${nameOf(member)}?`}
        description="They are signed out at once, everywhere, and can no longer sign in. What they sent stays in the history under their name."
        confirmLabel={remove.isPending ? 'Removing...' : 'Remove'}
        busy={remove.isPending}
        onConfirm={removeMember}
      />
    </li>
  );
}
