// Every server query's key in one place: a key is the API path (the default query function fetches it), so
// features that read or refresh the same data agree on it without importing each other.
export const statsKey = ['/api/dashboard/stats'];
export const settingsKey = ['/api/dealer/settings'];
/** What this server can do that screens adapt to (text messages). */
export const capabilitiesKey = ['/api/capabilities'];
export const customersKey = ['/api/customers'];
export const documentsKey = ['/api/documents'];
export const documentKey = (id: string) => ['/api/documents', id];
export const signingRequestsKey = ['/api/signing-requests'];
export const signingEventsKey = (id: string) => ['/api/signing-requests', id, 'events'];
export const notificationsKey = ['/api/notifications'];
export const validationKey = ['/api/dealer/business-name-validation'];
export const suggestionsKey = (documentId: string) => [
  '/api/documents',
  documentId,
  'business-name-suggestions',
];
export const signingSessionKey = (token: string) => ['/api/sign', token];
