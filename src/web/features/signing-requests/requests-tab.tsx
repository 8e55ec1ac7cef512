import { Spinner } from '../../components/ui/spinner.tsx';
import { useSigningRequests } from './api.ts';
import { RequestsList } from './requests-list.tsx';

export function RequestsTab() {
  const requests = useSigningRequests();
  return (
    <section aria-labelledby="requests-heading">
      <h2 id="requests-heading" className="mb-4 text-lg font-semibold">
        Signing Requests
      </h2>
      {requests.isLoading ? <Spinner /> : <RequestsList requests={requests.data ?? []} />}
    </section>
  );
}
