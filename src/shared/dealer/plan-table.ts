// The plans as the public pricing sells them: Basic, Professional, Enterprise. The server enforces these
// limits, the Settings page shows them and the public pricing page prints them, all from this one table.
// It stays free of zod so the landing page can read it without loading the contracts' schemas.
// `null` is unlimited.

export const PLAN_IDS = ['basic', 'professional', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  name: string;
  pricePerMonthGbp: number;
  /** Documents sent for signature in a calendar month (UK time). */
  documentsPerMonth: number | null;
  /** Text messages sent (signing links, reminders) in a calendar month (UK time): each costs a provider fee. */
  textsPerMonth: number | null;
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

export const limitText = (limit: number | null, unit: string) =>
  limit === null ? `Unlimited ${unit}` : `${limit} ${unit}`;
