// The plans as the public pricing sells them (spec B §10: Basic, Professional, Enterprise). The server enforces
// the limits and the Settings page shows them from this one table. `null` is unlimited.
import { z } from 'zod';

export const PLAN_IDS = ['basic', 'professional', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

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
});
export type Plan = z.infer<typeof planSchema>;

export const PLANS: Record<PlanId, Plan> = {
  basic: {
    id: 'basic',
    name: 'Basic',
    pricePerMonthGbp: 49,
    documentsPerMonth: 50,
    textsPerMonth: 150,
    staffUsers: 5,
    sites: 1,
    features: [],
  },
  professional: {
    id: 'professional',
    name: 'Professional',
    pricePerMonthGbp: 99,
    documentsPerMonth: 200,
    textsPerMonth: 600,
    staffUsers: null,
    sites: 1,
    features: ['White-label', 'Advanced analytics', 'SMTP integration'],
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    pricePerMonthGbp: 199,
    documentsPerMonth: null,
    textsPerMonth: null,
    staffUsers: null,
    sites: null,
    features: ['Multi-location', 'API access'],
  },
};

/** A dealership nobody has moved yet is on the entry plan. */
export const DEFAULT_PLAN: PlanId = 'basic';

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

export const limitText = (limit: number | null, unit: string) =>
  limit === null ? `Unlimited ${unit}` : `${limit} ${unit}`;
