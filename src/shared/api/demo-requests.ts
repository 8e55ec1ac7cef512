import { z } from 'zod';
import { demoRequestRowSchema, demoRequestSchema } from '../dealer/demo-request.schema.ts';
import { adminDoor, calls } from './contract.ts';

export const demoRequestsApi = calls('Demo requests', {
  create: {
    access: 'public',
    limit: { max: 5, per: 'hour', by: 'address' },
    method: 'POST',
    path: '/api/demo-requests',
    summary: 'Ask for a demonstration call (the landing page\'s "Schedule a demo")',
    body: demoRequestSchema,
    answer: z.object({ id: z.string() }),
    status: 201,
  },
  list: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/demo-requests',
    summary: 'The demonstration calls asked for, newest first',
    answer: z.array(demoRequestRowSchema),
  },
});
