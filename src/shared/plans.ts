// The plans as the public pricing sells them (spec B §10: Basic, Professional, Enterprise). The server enforces
// the limits and the Settings page shows them from this one table. `null` is unlimited.
import { z } from 'zod';

export const PLAN_IDS = ['basic', 'professional', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  name: string;
  pricePerMonthGbp: number;
  /** Documents sent for signature in a calendar month (UK time). */
  documentsPerMonth: number | null;
  /** People who sign in: the owner and every member, invited or active. */
  staffUsers: number | null;
  /** Sites (locations); more than one is Enterprise's "multi-location". */
  sites: number | null;
  features: string[];
};

export const PLANS: Record<PlanId, Plan> = {
  basic: {
    id: 'basic',
    name: 'Basic',
    pricePerMonthGbp: 49,
    documentsPerMonth: 50,
    staffUsers: 5,
    sites: 1,
    features: [],
  },
  professional: {
    id: 'professional',
    name: 'Professional',
    pricePerMonthGbp: 99,
    documentsPerMonth: 200,
    staffUsers: null,
    sites: 1,
    features: ['White-label', 'Advanced analytics', 'SMTP integration'],
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    pricePerMonthGbp: 199,
    documentsPerMonth: null,
    staffUsers: null,
    sites: null,
    features: ['Multi-location', 'API access'],
  },
};

/** A dealership nobody has moved yet is on the entry plan. */
export const DEFAULT_PLAN: PlanId = 'basic';

export const setPlanSchema = z.object({ plan: z.enum(PLAN_IDS, 'Choose Basic, Professional or Enterprise') });

/** GET /api/plan: the dealership's plan and how much of each limit it uses. */
export type PlanUsage = {
  plan: Plan;
  documentsThisMonth: number;
  monthStartedAt: string;
  staffUsers: number;
  sites: number;
};

export const limitText = (limit: number | null, unit: string) =>
  limit === null ? `Unlimited ${unit}` : `${limit} ${unit}`;
