// The Team and Plan tabs' calls (issue 33). The lists refetch on live updates ('users' and 'settings' kinds).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PlanUsage } from '../../../shared/plans.ts';
import type {
  InviteMemberInput,
  Site,
  SiteInput,
  TeamMember,
  UpdateMemberInput,
} from '../../../shared/team.schema.ts';
import { apiJson } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { sitesKey } from '../../lib/sites.ts';

export const teamKey = ['/api/team'];
export const planKey = ['/api/plan'];

// Not awaited: a removed member's card unmounts when the list comes back, and its own success callback
// (the toast) must run first.
const refreshTeam = () =>
  void Promise.all([
    queryClient.invalidateQueries({ queryKey: teamKey }),
    queryClient.invalidateQueries({ queryKey: planKey }),
    queryClient.invalidateQueries({ queryKey: sitesKey }),
  ]);

export const useTeam = () => useQuery<TeamMember[]>({ queryKey: teamKey });
export const usePlan = () => useQuery<PlanUsage>({ queryKey: planKey });

export const useInviteMember = () =>
  useMutation({
    mutationFn: (input: InviteMemberInput) => apiJson<TeamMember>('POST', '/api/team/invitations', input),
    onSuccess: refreshTeam,
  });

export const useUpdateMember = () =>
  useMutation({
    mutationFn: ({ userId, ...change }: UpdateMemberInput & { userId: string }) =>
      apiJson<TeamMember>('PATCH', `/api/team/${encodeURIComponent(userId)}`, change),
    onSuccess: refreshTeam,
  });

export const useRemoveMember = () =>
  useMutation({
    mutationFn: (userId: string) =>
      apiJson<{ message: string }>('DELETE', `/api/team/${encodeURIComponent(userId)}`),
    onSuccess: refreshTeam,
  });

export const useSaveSite = () =>
  useMutation({
    mutationFn: ({ id, ...input }: SiteInput & { id?: string }) =>
      id ? apiJson<Site>('PUT', `/api/sites/${id}`, input) : apiJson<Site>('POST', '/api/sites', input),
    onSuccess: refreshTeam,
  });

export const useDeleteSite = () =>
  useMutation({
    mutationFn: (id: string) => apiJson<{ message: string }>('DELETE', `/api/sites/${id}`),
    onSuccess: refreshTeam,
  });
