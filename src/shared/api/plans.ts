import { z } from 'zod';
import { planSchema, planUsageSchema, setPlanSchema } from '../dealer/plans.ts';
import { adminDoor, calls, memberReads } from './contract.ts';
import { PATHS } from './paths.ts';

const dealerParams = z.object({ dealerId: z.string().min(1).max(100) });

export const plansApi = calls('Plans', {
  usage: {
    ...memberReads,
    method: 'GET',
    path: PATHS.plan,
    summary: "The dealership's plan and how much of each limit this month has used",
    answer: planUsageSchema,
  },
  ofDealer: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/dealers/:dealerId/plan',
    summary: "A dealership's plan",
    params: dealerParams,
    answer: planSchema,
  },
  setForDealer: {
    ...adminDoor,
    method: 'PUT',
    path: '/api/admin/dealers/:dealerId/plan',
    summary: 'Move a dealership to another plan (no payment is taken here); audited',
    params: dealerParams,
    body: setPlanSchema,
    answer: z.object({ dealerId: z.string(), plan: planSchema }),
  },
});
