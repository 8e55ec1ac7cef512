// The API keys section of Settings and its routes.
import { z } from 'zod';
import { isOneLine, safeText, stripBidiControls } from '../text-safety.ts';

export const API_KEY_SCOPES = ['read', 'read-write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const createApiKeySchema = z.object({
  name: safeText(z.string())
    .trim()
    .min(1, 'Give the key a name, such as the system that will use it')
    .max(100, 'At most 100 characters')
    .refine(isOneLine, 'Must be on one line')
    .transform(stripBidiControls),
  scope: z.enum(API_KEY_SCOPES, 'Choose Read or Read and write'),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export type ApiKeySummary = {
  id: string;
  name: string;
  scope: ApiKeyScope;
  /** The key's first characters, to tell keys apart; the key itself is never shown again. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

/** The answer of creating a key: the only time the key itself is shown. */
export type CreatedApiKey = ApiKeySummary & { key: string };
