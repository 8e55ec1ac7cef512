// The administrator's dashboard: the platform's figures, the open requests, and the
// dealers, a page at a time, with the account actions.
import { z } from 'zod';
import {
  adminDealerListQuerySchema,
  adminDealerSchema,
  adminPendingRequestSchema,
  adminStatsSchema,
  newDealerSchema,
  suspendDealerSchema,
} from '../admin/admin.schema.ts';
import { adminDoor, calls, messageAnswer } from './contract.ts';

const dealerParams = z.object({ dealerId: z.string().min(1).max(100) });

export const adminDashboardApi = calls('Admin dashboard', {
  stats: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/dashboard/stats',
    summary: 'The platform’s figures: dealers by status, requests and documents (a few seconds old at most)',
    answer: adminStatsSchema,
  },
  pendingRequests: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/signing-requests/pending',
    summary: 'Every dealer’s open signing requests, oldest first',
    answer: z.array(adminPendingRequestSchema),
  },
  dealers: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/dealers',
    summary: 'The dealers, newest first, a page at a time (?q searches; the next page in the Link header)',
    query: adminDealerListQuerySchema,
    answer: z.array(adminDealerSchema),
  },
  createDealer: {
    ...adminDoor,
    method: 'POST',
    path: '/api/admin/dealers',
    summary: 'Create a dealer account (pending): the answer carries the set-password link, also e-mailed',
    body: newDealerSchema,
    answer: z.object({ id: z.string(), setPasswordUrl: z.string(), message: z.string() }),
    status: 201,
  },
  resetDealerPassword: {
    ...adminDoor,
    method: 'POST',
    path: '/api/admin/dealers/:dealerId/reset-password',
    summary: 'Issue a password reset link for a dealer (the answer carries it)',
    params: dealerParams,
    answer: z.object({ resetUrl: z.string(), message: z.string() }),
  },
  suspendDealer: {
    ...adminDoor,
    method: 'POST',
    path: '/api/admin/dealers/:dealerId/suspend',
    summary: 'Suspend a dealer (with a reason): their sessions end at once',
    params: dealerParams,
    body: suspendDealerSchema,
    answer: messageAnswer,
  },
  unsuspendDealer: {
    ...adminDoor,
    method: 'POST',
    path: '/api/admin/dealers/:dealerId/unsuspend',
    summary: 'Reactivate a suspended dealer',
    params: dealerParams,
    answer: messageAnswer,
  },
});
