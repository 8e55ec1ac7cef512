import { z } from 'zod';
import { calls, memberReads } from './contract.ts';
import { PATHS } from './paths.ts';

export const smsApi = calls('SMS', {
  capabilities: {
    ...memberReads,
    method: 'GET',
    path: PATHS.capabilities,
    summary: 'What this server can do that the screens adapt to: whether it can send text messages',
    answer: z.object({ sms: z.boolean() }),
  },
});
