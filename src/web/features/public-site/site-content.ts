// THE site-content file (DECISIONS.md "Public site"): every claim, contact detail, price and testimonial the
// public pages show comes from here, and the operator edits only this file. Nothing here may state a
// number or quote that is not true of this installation: leave a list empty rather than invent entries.
// Prices and plan limits are the exception: they are read from the plan table the server enforces.

import { limitText, PLAN_IDS, PLANS, type PlanId } from '../../../shared/dealer/plan-table.ts';

/** A plan as the pricing page sells it: its name, price and limits from the one plan table, plus words. */
export type PricedPlan = {
  name: string;
  /** Pounds per month, billed monthly. */
  pricePerMonth: number;
  features: string[];
  mostPopular?: boolean;
};

/**
 * What each plan offers beyond its limits, in the pricing page's words. The price and the limits are not
 * written here: they come from shared/dealer/plan-table.ts, the table the server enforces.
 */
const SELLING_POINTS: Record<PlanId, { features: string[]; mostPopular?: boolean }> = {
  basic: { features: ['E-signatures with audit trail', 'E-mail support'] },
  professional: {
    mostPopular: true,
    features: ['White-label branding', 'Advanced analytics', 'SMTP integration (send from your own address)'],
  },
  enterprise: { features: ['Multi-location dealer groups', 'API access', 'Priority support'] },
};

const perMonth = (limit: number | null, unit: string) =>
  limit === null ? `Unlimited ${unit}` : `Up to ${limit} ${unit} a month`;

/** One plan of the table as the pricing page prints it. */
export function pricedPlan(id: PlanId): PricedPlan {
  const plan = PLANS[id];
  return {
    name: plan.name,
    pricePerMonth: plan.pricePerMonthGbp,
    mostPopular: SELLING_POINTS[id].mostPopular,
    features: [
      perMonth(plan.documentsPerMonth, 'documents'),
      perMonth(plan.textsPerMonth, 'text messages'),
      limitText(plan.staffUsers, 'staff users'),
      ...SELLING_POINTS[id].features,
    ],
  };
}

export type Testimonial = {
  quote: string;
  name: string;
  role: string;
  dealership: string;
  /** 1 to 5. */
  rating: number;
};

export const SITE = {
  brandName: 'Docs2Sign',
  tagline: 'Vehicle paperwork signed on the customer’s own phone, sealed and filed in minutes.',

  // REPLACE BEFORE GOING LIVE. These ship as reserved fictional values (Ofcom's drama ranges and an
  // .invalid domain) so that nothing on a fresh installation reaches a stranger.
  contact: {
    phone: '01632 960000',
    /** International form, digits only after the +, for the wa.me link. */
    whatsapp: '+447700900000',
    email: 'hello@docs2sign.invalid',
    headOffice: ['Docs2Sign Ltd', '1 Example Street', 'Sampletown ST1 1AA', 'United Kingdom'],
    phoneHours: 'Mon-Fri 9am-6pm',
    whatsappHours: '24/7',
    emailReply: 'Replies within 2 hours',
  },

  /** Promises the operator makes; each must hold for this installation. */
  claims: {
    retentionYears: 7,
    handoverVideoMinutes: 5,
    maxJpegMegabytes: 5,
    uptimeAim: '99.9%',
  },

  /** Pricing in GBP per month, from the plan table the server enforces. */
  plans: PLAN_IDS.map(pricedPlan),

  /**
   * Real customers' words only, with their permission. Empty on a new installation, and the landing page
   * shows no testimonials section until the operator adds some.
   */
  testimonials: [] as Testimonial[],

  about: [
    'Docs2Sign is built for UK car dealerships: sales, finance and handover paperwork is sent to the customer by e-mail, signed on any device, and sealed with a certificate and a full audit trail.',
    'Dealers keep customer ID documents and handover videos beside the signed paperwork, so everything about a sale is in one place.',
  ],
} as const;

export const whatsappHref = () => `https://wa.me/${SITE.contact.whatsapp.replace(/\D/g, '')}`;
export const phoneHref = () => `tel:${SITE.contact.phone.replace(/\s/g, '')}`;
export const formatPrice = (pounds: number) => `£${pounds}`;
