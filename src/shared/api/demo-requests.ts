import { z } from 'zod';
import { demoRequestRowSchema, demoRequestSchema } from '../demo-request.schema.ts';
import { calls } from './contract.ts';

export const demoRequestsApi = calls('Demo requests', {
  create: {
    method: 'POST',
    path: '/api/demo-requests',
    summary: 'Ask for a demonstration call (the landing page\'s "Schedule a demo")',
    access: 'public',
    body: demoRequestSchema,
    answer: z.object({ id: z.string() }),
    status: 201,
  },
  list: {
    method: 'GET',
    path: '/api/admin/demo-requests',
    summary: 'The demonstration calls asked for, newest first',
    access: 'admin',
    answer: z.array(demoRequestRowSchema),
  },
});
