// The operator's calls for learnt forms: every dealership's list, promote to all, forget.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminLearntFormsApi as api } from '../../../shared/api/learnt-forms.ts';
import { callApi, queryOf } from '../../lib/api.ts';

const LIST = api.list.path;

export const useAdminLearntForms = (search: string) =>
  useQuery({
    ...queryOf(api.list, { query: { search } }),
    placeholderData: (previous) => previous,
  });

/** After a change the list is asked again, whatever its search. */
function useFormMutation<TVars, TResult>(call: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(LIST) }),
  });
}

export const usePromoteLearntForm = () =>
  useFormMutation((v: { id: string; promoted: boolean }) =>
    callApi(api.promote, { params: { id: v.id }, body: { promoted: v.promoted } }),
  );

export const useForgetLearntForm = () =>
  useFormMutation((id: string) => callApi(api.forget, { params: { id } }));
