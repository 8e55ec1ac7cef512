import { calls } from './contract.ts';
import { PATHS } from './paths.ts';

export const eventsApi = calls('Live updates', {
  stream: {
    method: 'GET',
    path: PATHS.events,
    summary:
      'Server-sent events: a `change` event names the kinds of the dealership’s data that changed; resumes with Last-Event-ID',
    access: 'dealer',
    file: 'text/event-stream',
  },
});
