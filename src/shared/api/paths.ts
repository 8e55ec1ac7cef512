// The paths that screens without zod need (the dashboard's first load and the customer's signing page keep
// to their size budgets, scripts/bench-bundle.ts): their contracts take the path from here, so each path is
// still written once, and these screens name it without loading the contracts' schemas.
export const PATHS = {
  customers: '/api/customers',
  documents: '/api/documents',
  signingRequests: '/api/signing-requests',
  dashboardStats: '/api/dashboard/stats',
  /** The customer's signing link: `/api/sign/{token}` and the calls under it. */
  sign: '/api/sign',
  /** The sign-in page (a screen of the app; ?mode=register, ?mode=forgot, ?next=) and sign-out. */
  login: '/api/login',
  logout: '/api/logout',
  /** Who is signed in: the session every screen reads first (its query key). */
  authUser: '/api/auth/user',
  authOptions: '/api/auth/options',
  /** The administrator's banner every dealer sees (read in the app shell). */
  broadcastMessage: '/api/broadcast-message',
  dealerSettings: '/api/dealer/settings',
  businessNameValidation: '/api/dealer/business-name-validation',
  capabilities: '/api/capabilities',
  notifications: '/api/notifications',
  /** The bell's figure alone: what every signed-in screen's first paint needs of the notifications. */
  notificationsUnread: '/api/notifications/unread',
  events: '/api/events',
  handover: '/api/handover',
  team: '/api/team',
  sites: '/api/sites',
  plan: '/api/plan',
  dealerFiles: '/api/dealer-files',
  webhooks: '/api/webhooks',
  /** The API's reference page (Settings links to it). */
  apiReference: '/api/docs',
} as const;

/**
 * Prefixes shared by a family of calls, for refreshing them together (web/lib/live-updates.ts): every
 * administrator's call, and the dealer's own settings, business mail, name check and files.
 */
export const PREFIXES = {
  admin: '/api/admin',
  dealer: '/api/dealer',
} as const;

/** Calls that screens of the dashboard's first load make: the contracts take method and path from here. */
export const ADDRESSES = {
  listSigningRequests: { method: 'GET', path: PATHS.signingRequests },
  createSigningRequest: { method: 'POST', path: PATHS.signingRequests },
  getSigningRequest: { method: 'GET', path: '/api/signing-requests/:id' },
  cancelSigningRequest: { method: 'POST', path: '/api/signing-requests/:id/cancel' },
  signingRequestDocumentPdf: {
    method: 'GET',
    path: '/api/signing-requests/:id/documents/:documentId/download',
  },
  signingRequestDeliveries: { method: 'GET', path: '/api/signing-requests/:id/deliveries' },
  signingRequestEvents: { method: 'GET', path: '/api/signing-requests/:id/events' },
  signingRequestLink: { method: 'GET', path: '/api/signing-requests/:id/link' },
  signingRequestLinkShared: { method: 'POST', path: '/api/signing-requests/:id/link-shared' },
  // The customer's signing page (its own entry, sign.html, held to 100 KB).
  signingSession: { method: 'GET', path: `${PATHS.sign}/:token` },
  signDocumentPdf: { method: 'GET', path: `${PATHS.sign}/:token/documents/:id/download` },
  signPageImage: { method: 'GET', path: `${PATHS.sign}/:token/documents/:id/pages/:page` },
  signProgress: { method: 'POST', path: `${PATHS.sign}/:token/progress` },
  signSignature: { method: 'POST', path: `${PATHS.sign}/:token/signature` },
  signSubmit: { method: 'POST', path: `${PATHS.sign}/:token/submit` },
  signDecline: { method: 'POST', path: `${PATHS.sign}/:token/decline` },
  signLanguage: { method: 'POST', path: `${PATHS.sign}/:token/language` },
  signCode: { method: 'POST', path: `${PATHS.sign}/:token/code` },
  signCodeVerify: { method: 'POST', path: `${PATHS.sign}/:token/code/verify` },
  /** Every word of the signing page in one language (the drawn page carries only its first screen's). */
  signMessages: { method: 'GET', path: '/api/sign-messages/:language' },
  /** Asked only by a link whose session has a `dealStep`. */
  signerDeal: { method: 'GET', path: `${PATHS.sign}/:token/deal` },
  signerDealAcknowledge: { method: 'POST', path: `${PATHS.sign}/:token/deal/acknowledge` },
  /** The public verify page (lazy, but public: it stays light). */
  verifyUpload: { method: 'POST', path: '/api/verify' },
  /** Its words in the language it shows, and no other. */
  verifyMessages: { method: 'GET', path: '/api/verify/messages/:language' },
  markNotificationRead: { method: 'POST', path: '/api/notifications/:id/read' },
  markAllNotificationsRead: { method: 'POST', path: '/api/notifications/mark-all-read' },
  startHandover: { method: 'POST', path: '/api/signing-requests/:id/handover' },
  unlockHandover: { method: 'POST', path: '/api/handover/unlock' },
  /** Several signers. */
  countersignLink: { method: 'GET', path: '/api/signing-requests/:id/countersign-link' },
  resendSignerLinks: { method: 'POST', path: '/api/signing-requests/:id/resend-links' },
  getSavedSignature: { method: 'GET', path: '/api/account/signature' },
  countersignWithSaved: { method: 'POST', path: '/api/signing-requests/:id/countersign' },
} as const;

/**
 * A readable cookie the server keeps while the browser holds a session cookie (src/server/plugins/client.ts):
 * the app's first screen knows whether to ask for the session at all. Here, not beside the auth schemas,
 * because every page's first chunk reads it and must not carry zod.
 */
export const SIGNED_IN_HINT = 'docs2sign.signed_in';
