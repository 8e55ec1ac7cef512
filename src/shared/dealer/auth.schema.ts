import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

const email = z.string().trim().toLowerCase().pipe(z.email('Valid email is required'));
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
const requiredText = (message: string) => z.string().trim().min(1, message).max(200);

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  email,
  password: newPassword,
  dealershipName: requiredText('Dealership name is required'),
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * The first account on a new installation: the platform administrator. `setupToken` comes from the link the
 * server prints at start-up; the server refuses the offer without it.
 */
export const setupAdminSchema = registerSchema
  .omit({ dealershipName: true })
  .extend({ setupToken: z.string().max(200).optional() });
export type SetupAdminInput = z.infer<typeof setupAdminSchema>;

export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** How a new account's set-password token begins (never in a reset's): the page's words differ, not the check. */
export const FIRST_PASSWORD_TOKEN_PREFIX = 'first.';

export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1, 'The reset link is incomplete').max(500),
  password: newPassword,
});
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;

export const USER_ROLES = ['dealer', 'admin', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATUSES = ['pending', 'active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A dealership's people: the owner (the account that made it) and the members the owner or a manager invited. */
export const TEAM_ROLES = ['owner', 'manager', 'sales'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const MEMBER_ROLES = ['manager', 'sales'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/**
 * The answer of GET /api/auth/user. `id` is the dealership's id, the scope of every dealer-owned record: the
 * owner's own user id (so for an owner, alone or not, nothing differs from a one-login dealership). A member
 * signed in carries `member`: their own user id and role.
 */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dealershipName: z.string().nullable(),
  isAdmin: z.boolean(),
  member: z.object({ userId: z.string(), role: z.enum(MEMBER_ROLES) }).optional(),
  /** This session's device is handed to a customer ("Sign in person"): the dealer app answers 423. */
  handoverLocked: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const teamRoleOf = (user: Pick<CurrentUser, 'member'>): TeamRole => user.member?.role ?? 'owner';
/** Owners and managers change settings, business mail, branding and the team, and open protected files. */
export const canManageDealership = (user: Pick<CurrentUser, 'member'>) => teamRoleOf(user) !== 'sales';
/** The person behind a request (the dealership's id for its owner). */
export const personIdOf = (user: Pick<CurrentUser, 'id' | 'member'>) => user.member?.userId ?? user.id;
/** How the history names who acted: "Priya Shah" and, with the dealership, "Priya Shah, Oakfield Motors". */
export function actedByOf(
  user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>,
  dealershipName: string | null,
) {
  const person = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return { person, by: dealershipName ? `${person}, ${dealershipName}` : person };
}

/** What the sign-in page needs to know before anyone signs in (GET /api/auth/options). */
export const authOptionsSchema = z.object({
  needsAdministrator: z.boolean(),
  oidcProviderName: z.string().nullable(),
});
