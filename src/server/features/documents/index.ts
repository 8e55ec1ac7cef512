// The documents feature's front door: what other features may use of it.
import { documentRoutes } from './documents.routes.ts';

export {
  getDocument,
  getDocumentsForSigning,
  listDocuments,
  saveDocumentText,
  uploadDocument,
} from './documents.service.ts';
export { deleteErasedCustomersDocuments } from './erased-customer-documents.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [documentRoutes];
