// The administrator's dealer CRM.
import { z } from 'zod';
import {
  crmListQuerySchema,
  crmSummarySchema,
  customerProgressSchema,
  dealerCrmRowSchema,
  nudgeDealerSchema,
  sendRemindersResultSchema,
  sendRemindersSchema,
} from '../admin/admin-crm.schema.ts';
import { adminDoor, calls, messageAnswer } from './contract.ts';

export const adminCrmApi = calls('Admin CRM', {
  dealers: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/dealers-crm',
    summary:
      'The dealers’ CRM rows, paged: how many match in X-Total-Count, the next page in the Link header',
    query: crmListQuerySchema,
    answer: z.array(dealerCrmRowSchema),
  },
  summary: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/dealers-crm/summary',
    summary: 'The status cards over every dealer: green, amber, red and overdue reminders',
    answer: crmSummarySchema,
  },
  customerProgress: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/customer-progress/:dealerId',
    summary: 'One dealer’s customers and how far each has signed, overdue first',
    params: z.object({ dealerId: z.string().min(1).max(100) }),
    answer: z.array(customerProgressSchema),
  },
  sendReminders: {
    ...adminDoor,
    method: 'POST',
    path: '/api/admin/send-reminders',
    summary: 'Remind a dealer’s overdue customers (each at most once a day)',
    body: sendRemindersSchema,
    answer: sendRemindersResultSchema,
  },
  nudgeDealer: {
    ...adminDoor,
    method: 'POST',
    path: '/api/admin/nudge-dealer',
    summary: 'E-mail a dealer about their overdue customers (at most once a day)',
    body: nudgeDealerSchema,
    answer: messageAnswer,
  },
});
