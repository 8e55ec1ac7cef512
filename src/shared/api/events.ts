import { calls, memberReads } from './contract.ts';
import { PATHS } from './paths.ts';

export const eventsApi = calls('Live updates', {
  stream: {
    ...memberReads,
    method: 'GET',
    path: PATHS.events,
    summary:
      'Server-sent events: a `change` event names the kinds of the dealership’s data that changed; resumes with Last-Event-ID. At most 5 open per session or key and 50 per address (429 beyond); a stream ends after about 30 minutes (the browser resumes it) and, with a `revoked` event, when its session or key ends',
    file: 'text/event-stream',
  },
});
