// A worker thread of the CSV pool (csv-in-worker.ts): reads one uploaded customer list at a time.
import { serveWorkerTasks } from '../../lib/threads/worker-pool.ts';
import { readCustomerList } from './rows.ts';

await serveWorkerTasks(async (bytes: Uint8Array) => ({ value: readCustomerList(bytes) }));
