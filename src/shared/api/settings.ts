import { generalSettingsSchema } from '../settings.schema.ts';
import { dealerSettingsSchema } from '../settings.types.ts';
import { calls } from './contract.ts';
import { PATHS } from './paths.ts';

export const settingsApi = calls('Settings', {
  get: {
    method: 'GET',
    path: PATHS.dealerSettings,
    summary:
      "The dealership's name, contact details, colours, logo, default channels and business mail (no password)",
    access: 'dealer',
    answer: dealerSettingsSchema,
  },
  update: {
    method: 'PUT',
    path: PATHS.dealerSettings,
    summary: 'Save the General Settings form (owners and managers)',
    access: 'dealer',
    body: generalSettingsSchema,
    answer: dealerSettingsSchema,
  },
});
