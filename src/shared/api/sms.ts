import { z } from 'zod';
import { calls } from './contract.ts';
import { PATHS } from './paths.ts';

export const smsApi = calls('SMS', {
  capabilities: {
    method: 'GET',
    path: PATHS.capabilities,
    summary: 'What this server can do that the screens adapt to: whether it can send text messages',
    access: 'dealer',
    answer: z.object({ sms: z.boolean() }),
  },
});
