// The plans' contract shapes. The table itself is plan-table.ts (zod-free, so the landing page can print it).
import { z } from 'zod';
import { PLAN_IDS, type Plan } from './plan-table.ts';

export { DEFAULT_PLAN, limitText, PLAN_IDS, PLANS, type Plan, type PlanId } from './plan-table.ts';

export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  pricePerMonthGbp: z.number(),
  /** Documents sent for signature in a calendar month (UK time). */
  documentsPerMonth: z.number().int().nullable(),
  /** Text messages sent (signing links, reminders) in a calendar month (UK time): each costs a provider fee. */
  textsPerMonth: z.number().int().nullable(),
  /** People who sign in: the owner and every member, invited or active. */
  staffUsers: z.number().int().nullable(),
  /** Sites (locations); more than one is Enterprise's "multi-location". */
  sites: z.number().int().nullable(),
  features: z.array(z.string()),
}) satisfies z.ZodType<Plan>;

export const setPlanSchema = z.object({ plan: z.enum(PLAN_IDS, 'Choose Basic, Professional or Enterprise') });

/** The dealership's plan and how much of each limit it uses. */
export const planUsageSchema = z.object({
  plan: planSchema,
  documentsThisMonth: z.number().int(),
  textsThisMonth: z.number().int(),
  monthStartedAt: z.string(),
  staffUsers: z.number().int(),
  sites: z.number().int(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;
