// The Team and Sites pages of Settings and their routes.
import { z } from 'zod';
import { isOneLine, safeText, stripBidiControls } from '../text-safety.ts';
import { MEMBER_ROLES, TEAM_ROLES, type TeamRole } from './auth.schema.ts';
import { colour, optionalText } from './settings.schema.ts';

const name = (message: string) =>
  safeText(z.string())
    .trim()
    .min(1, message)
    .max(100, 'At most 100 characters')
    .refine(isOneLine, 'Must be on one line')
    .transform(stripBidiControls);
const siteIds = z.array(z.uuid('Unknown site')).max(50, 'At most 50 sites');
const role = z.enum(MEMBER_ROLES, 'Choose Manager or Sales');

export const inviteMemberSchema = z.object({
  email: safeText(z.string()).trim().toLowerCase().pipe(z.email('Valid email is required').max(254)),
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
  role,
  siteIds: siteIds.optional(),
});
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;

export const updateMemberSchema = z
  .object({ role: role.optional(), siteIds: siteIds.optional() })
  .refine((v) => v.role !== undefined || v.siteIds !== undefined, 'Nothing to change');
export type UpdateMemberInput = z.input<typeof updateMemberSchema>;

/** A member as the Team page lists them (the owner first). */
export const teamMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  /** pending: invited, no password chosen yet. */
  status: z.enum(['pending', 'active', 'suspended']),
  joinedAt: z.string(),
  siteIds: z.array(z.string()),
  isYou: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  sales: 'Sales',
};

/** A site: empty colours take the dealership's own. */
export const siteSchema = z.object({
  name: name('Site name is required'),
  address: optionalText(500),
  phone: optionalText(40),
  primaryColor: z
    .union([z.literal(''), colour])
    .nullish()
    .transform((v) => v || null),
  secondaryColor: z
    .union([z.literal(''), colour])
    .nullish()
    .transform((v) => v || null),
});
export type SiteInput = z.input<typeof siteSchema>;

export const siteAnswerSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  /** The site's own colours, or the dealership's where it has none. */
  primaryColor: z.string(),
  secondaryColor: z.string(),
  hasOwnColours: z.boolean(),
  /** The site's own logo, or the dealership's where it has none (null: neither has one). */
  logoUrl: z.string().nullable(),
  hasOwnLogo: z.boolean(),
  memberCount: z.number().int(),
});
export type Site = z.infer<typeof siteAnswerSchema>;
