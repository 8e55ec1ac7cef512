import { useMutation, useQuery } from '@tanstack/react-query';
import { customersApi } from '../../../shared/api/customers.ts';
import { MAX_PAGE_SIZE } from '../../../shared/api/list.ts';
import { urlOf } from '../../../shared/api/url.ts';
import type { Customer, CustomerInput } from '../../../shared/customers/customer.schema.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, callApi, callApiAll } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { customersKey, statsKey } from '../../lib/query-keys.ts';

/** Every customer of the dealer, all pages (for a select that lists them all), in pages of the most a call gives. */
export const useCustomers = () =>
  useQuery({
    queryKey: [...customersKey, 'all'],
    queryFn: () => callApiAll(customersApi.list, { query: { limit: MAX_PAGE_SIZE } }),
  });

// After a save or delete, the customers list and the dashboard counters refresh.
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: customersKey }),
    queryClient.invalidateQueries({ queryKey: statsKey }),
  ]);

/** Add or edit; `errorTitle` lets a screen use its own toast title (the send page's 'Failed to Create Customer'). */
export function useSaveCustomer(onSaved: (customer: Customer) => void, errorTitle = 'Error') {
  return useMutation({
    // `inline`: the send flows' New customer, where the phone is optional (DECISIONS.md "Customers").
    mutationFn: ({ id, values, inline }: { id?: string; values: CustomerInput; inline?: boolean }) =>
      id
        ? callApi<typeof customersApi.update>(customersApi.update, { params: { id }, body: values })
        : callApi<typeof customersApi.create>(customersApi.create, {
            body: inline ? { ...values, inline } : values,
          }),
    onSuccess: async (customer, { id }) => {
      await refresh();
      toast({
        title: id ? 'Customer Updated' : 'Customer Created',
        description: `${customer.name} has been ${id ? 'updated' : 'added'}.`,
        variant: 'success',
      });
      onSaved(customer);
    },
    onError: (error, { id }) =>
      reportMutationError(
        error,
        id ? 'Failed to update customer. Please try again.' : 'Failed to create customer. Please try again.',
        errorTitle,
      ),
  });
}

export function useDeleteCustomer(onDeleted: () => void) {
  return useMutation({
    mutationFn: (customer: Customer) => callApi(customersApi.remove, { params: { id: customer.id } }),
    onSuccess: async (result, customer) => {
      await refresh();
      toast({
        title: 'Customer Deleted',
        description: result.archived
          ? `${customer.name} was removed from your list. Their signed records are kept.`
          : `${customer.name} has been deleted.`,
        variant: 'success',
      });
      onDeleted();
    },
    onError: (error) => {
      // Signed sets within their 7 years (or under a legal hold): the server's words say until when.
      if (error instanceof ApiError && error.status === 409) {
        toast({ title: 'Customer kept', description: error.reason, variant: 'destructive' });
        onDeleted();
        return;
      }
      reportMutationError(error, 'Failed to delete customer. Please try again.');
    },
  });
}

/** The customer's data as a ZIP (their record, history and signed copies): a plain download. */
export const customerExportUrl = (customer: Customer) => urlOf(customersApi.export, { id: customer.id });

/** Erasure on the customer's request; the answer says what was kept and why. */
export function useEraseCustomer(onErased: () => void) {
  return useMutation({
    mutationFn: (customer: Customer) => callApi(customersApi.erase, { params: { id: customer.id } }),
    onSuccess: async (result) => {
      await refresh();
      toast({ title: 'Customer Erased', description: result.message, variant: 'success' });
      onErased();
    },
    onError: (error) => reportMutationError(error, 'Failed to erase customer. Please try again.'),
  });
}
