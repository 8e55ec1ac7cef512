// The Team and Plan tabs' calls. The lists refetch on live updates ('users' and 'settings' kinds).
import { useMutation, useQuery } from '@tanstack/react-query';
import { plansApi } from '../../../shared/api/plans.ts';
import { sitesApi, teamApi } from '../../../shared/api/team.ts';
import { urlOf } from '../../../shared/api/url.ts';
import type {
  InviteMemberInput,
  Site,
  SiteInput,
  UpdateMemberInput,
} from '../../../shared/dealer/team.schema.ts';
import { callApi, queryOf, throwIfResNotOk } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { sitesKey } from '../../lib/sites.ts';

export const teamKey = [teamApi.list.path];
export const planKey = [plansApi.usage.path];

// Not awaited: a removed member's card unmounts when the list comes back, and its own success callback
// (the toast) must run first.
const refreshTeam = () =>
  void Promise.all([
    queryClient.invalidateQueries({ queryKey: teamKey }),
    queryClient.invalidateQueries({ queryKey: planKey }),
    queryClient.invalidateQueries({ queryKey: sitesKey }),
  ]);

export const useTeam = () => useQuery(queryOf(teamApi.list));
export const usePlan = () => useQuery(queryOf(plansApi.usage));

export const useInviteMember = () =>
  useMutation({
    mutationFn: (input: InviteMemberInput) => callApi(teamApi.invite, { body: input }),
    onSuccess: refreshTeam,
  });

export const useUpdateMember = () =>
  useMutation({
    mutationFn: ({ userId, ...change }: UpdateMemberInput & { userId: string }) =>
      callApi(teamApi.update, { params: { userId }, body: change }),
    onSuccess: refreshTeam,
  });

export const useRemoveMember = () =>
  useMutation({
    mutationFn: (userId: string) => callApi(teamApi.remove, { params: { userId } }),
    onSuccess: refreshTeam,
  });

export const useSaveSite = () =>
  useMutation({
    mutationFn: ({ id, ...input }: SiteInput & { id?: string }) =>
      id
        ? callApi(sitesApi.update, { params: { id }, body: input })
        : callApi(sitesApi.create, { body: input }),
    onSuccess: refreshTeam,
  });

export const useDeleteSite = () =>
  useMutation({
    mutationFn: (id: string) => callApi(sitesApi.remove, { params: { id } }),
    onSuccess: refreshTeam,
  });

/** A site's own logo (any image; the server redraws it as a PNG), or back to the dealership's. */
export const useSiteLogo = (id: string) =>
  useMutation({
    mutationFn: async (file: File | null) => {
      if (!file) return callApi(sitesApi.removeLogo, { params: { id } });
      const form = new FormData();
      form.append('logo', file, file.name);
      const res = await fetch(urlOf(sitesApi.uploadLogo, { id }), {
        method: 'POST',
        body: form,
        credentials: 'include',
      });
      await throwIfResNotOk(res);
      return (await res.json()) as Site;
    },
    onSuccess: refreshTeam,
  });
