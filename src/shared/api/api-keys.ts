import { z } from 'zod';
import { API_KEY_SCOPES, createApiKeySchema } from '../dealer/api-keys.schema.ts';
import { calls, dateTime, dateTimeOrNull, idParams, PER_PERSON } from './contract.ts';

const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  prefix: z.string(),
  createdAt: dateTime,
  lastUsedAt: dateTimeOrNull,
  revokedAt: dateTimeOrNull,
});

// The owner's, signed in: a key can neither make nor revoke keys.
export const apiKeysApi = calls('API keys', {
  list: {
    access: 'owner',
    apiKey: 'never',
    limit: PER_PERSON,
    method: 'GET',
    path: '/api/api-keys',
    summary: "The dealership's API keys, newest first (never the keys themselves)",
    answer: z.array(apiKeySchema),
  },
  create: {
    access: 'owner',
    apiKey: 'never',
    limit: PER_PERSON,
    method: 'POST',
    path: '/api/api-keys',
    summary: 'Make a read or read-write key; the answer is the only time the key is shown',
    body: createApiKeySchema,
    answer: apiKeySchema.extend({ key: z.string() }),
    status: 201,
  },
  revoke: {
    access: 'owner',
    apiKey: 'never',
    limit: PER_PERSON,
    method: 'DELETE',
    path: '/api/api-keys/:id',
    summary: 'Revoke a key: it answers 401 from now on',
    params: idParams,
    answer: z.object({ revoked: z.boolean() }),
  },
});
