// Every server query's key in one place: a key is the API path (the default query function fetches it), so
// features that read or refresh the same data agree on it without importing each other.
import { ADDRESSES, PATHS } from '../../shared/api/paths.ts';

export const statsKey = [PATHS.dashboardStats];
export const settingsKey = [PATHS.dealerSettings];
/** Whether this device is handed over to a customer ("Sign in person"): every signed-in screen asks. */
export const handoverKey = [PATHS.handover];
export const customersKey = [PATHS.customers];
export const documentsKey = [PATHS.documents];
export const documentKey = (id: string) => [PATHS.documents, id];
export const signingRequestsKey = [PATHS.signingRequests];
/** One request; its key starts with the list's, so refreshing the list refreshes it too. */
export const signingRequestKey = (id: string) => [...signingRequestsKey, id];
export const signingEventsKey = (id: string) => [...signingRequestKey(id), 'events'];
export const notificationsKey = [PATHS.notifications];
/** The signed-in member's own saved signature; null when none is saved. */
export const savedSignatureKey = [ADDRESSES.getSavedSignature.path];
export const validationKey = [PATHS.businessNameValidation];
export const suggestionsKey = (documentId: string) => [
  ...documentKey(documentId),
  'business-name-suggestions',
];
export const signingSessionKey = (token: string) => [PATHS.sign, token];
