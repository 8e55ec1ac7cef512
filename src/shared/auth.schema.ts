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

export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1, 'The reset link is incomplete').max(500),
  password: newPassword,
});
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;

export const USER_ROLES = ['dealer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATUSES = ['pending', 'active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The answer of GET /api/auth/user. */
export type CurrentUser = {
  id: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  firstName: string | null;
  lastName: string | null;
  dealershipName: string | null;
  isAdmin: boolean;
};

/** What the sign-in page needs to know before anyone signs in (GET /api/auth/options). */
export type AuthOptions = {
  needsAdministrator: boolean;
  oidcProviderName: string | null;
};
