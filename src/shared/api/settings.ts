import { generalSettingsSchema } from '../dealer/settings.schema.ts';
import { dealerSettingsSchema } from '../dealer/settings.types.ts';
import { calls, managerWrites, memberReads } from './contract.ts';
import { PATHS } from './paths.ts';

export const settingsApi = calls('Settings', {
  get: {
    ...memberReads,
    method: 'GET',
    path: PATHS.dealerSettings,
    summary:
      "The dealership's name, contact details, colours, logo, default channels and business mail (no password)",
    answer: dealerSettingsSchema,
  },
  update: {
    ...managerWrites,
    method: 'PUT',
    path: PATHS.dealerSettings,
    summary: 'Save the General Settings form (owners and managers)',
    body: generalSettingsSchema,
    answer: dealerSettingsSchema,
  },
});
