import { z } from 'zod';
import { planSchema, planUsageSchema, setPlanSchema } from '../plans.ts';
import { calls } from './contract.ts';
import { PATHS } from './paths.ts';

const dealerParams = z.object({ dealerId: z.string().min(1).max(100) });

export const plansApi = calls('Plans', {
  usage: {
    method: 'GET',
    path: PATHS.plan,
    summary: "The dealership's plan and how much of each limit this month has used",
    access: 'dealer',
    answer: planUsageSchema,
  },
  ofDealer: {
    method: 'GET',
    path: '/api/admin/dealers/:dealerId/plan',
    summary: "A dealership's plan",
    access: 'admin',
    params: dealerParams,
    answer: planSchema,
  },
  setForDealer: {
    method: 'PUT',
    path: '/api/admin/dealers/:dealerId/plan',
    summary: 'Move a dealership to another plan (no payment is taken here); audited',
    access: 'admin',
    params: dealerParams,
    body: setPlanSchema,
    answer: z.object({ dealerId: z.string(), plan: planSchema }),
  },
});
