// Every feature of the server: app.ts registers each one's routes, in this order, and starts its workers.
// A feature's index.ts is its front door: its routes, its workers, and what other features may use of it.
import type { Feature } from '../app-deps.ts';
import * as admin from './admin/index.ts';
import * as apiKeys from './api-keys/index.ts';
import * as auth from './auth/index.ts';
import * as branding from './branding/index.ts';
import * as bulkSend from './bulk-send/index.ts';
import * as businessNames from './business-names/index.ts';
import * as customerRights from './customer-rights/index.ts';
import * as customerSigning from './customer-signing/index.ts';
import * as customers from './customers/index.ts';
import * as dashboard from './dashboard/index.ts';
import * as dealerFiles from './dealer-files/index.ts';
import * as deals from './deals/index.ts';
import * as demoRequests from './demo-requests/index.ts';
import * as documents from './documents/index.ts';
import * as email from './email/index.ts';
import * as events from './events/index.ts';
import * as handover from './handover/index.ts';
import * as health from './health/index.ts';
import * as learntForms from './learnt-forms/index.ts';
import * as lookups from './lookups/index.ts';
import * as memberSignatures from './member-signatures/index.ts';
import * as notifications from './notifications/index.ts';
import * as pageImages from './page-images/index.ts';
import * as plans from './plans/index.ts';
import * as retention from './retention/index.ts';
import * as settings from './settings/index.ts';
import * as signingRequests from './signing-requests/index.ts';
import * as sms from './sms/index.ts';
import * as team from './team/index.ts';
import * as verification from './verification/index.ts';
import * as webhooks from './webhooks/index.ts';

export const FEATURES: Feature[] = [
  health,
  auth,
  admin,
  customers,
  customerRights,
  lookups,
  dashboard,
  documents,
  learntForms,
  pageImages,
  signingRequests,
  deals,
  bulkSend,
  sms,
  handover,
  retention,
  customerSigning,
  notifications,
  events,
  settings,
  team,
  apiKeys,
  memberSignatures,
  webhooks,
  plans,
  email,
  branding,
  businessNames,
  dealerFiles,
  demoRequests,
  verification,
];
