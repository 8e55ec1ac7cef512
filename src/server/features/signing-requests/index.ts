// The signing-requests feature's front door: what other features may use of it.
import { registerExpiryWorkers } from './expiry.jobs.ts';
import { signingRequestRoutes } from './signing-requests.routes.ts';

export {
  batchMismatch,
  checkRequestBatch,
  insertBatchRequest,
  prepareRequestBatch,
  sendBatchRequest,
} from './batch-requests.ts';
export { expireOverdue } from './expiry.jobs.ts';
export {
  type CompleteOutcome,
  completeRequest,
  declineSigner,
  type FinishOutcome,
  finishSigner,
  markExpired,
  markOpened,
  markSignerOpenedOnce,
} from './request-progress.repo.ts';
export {
  type Executor,
  findRequestIdBySignerToken,
  hasTurn,
  listSigners,
  markSignerDeclined,
  markSignerFinished,
  markSignerOpened,
  markSignerSent,
  type SignerRow,
} from './request-signers.repo.ts';
export {
  claimSealing,
  releaseAllSealingClaims,
  releaseSealingClaim,
  type SealedDocument,
  saveSealed,
} from './seal-state.repo.ts';
export { sendLinkOfSigner } from './signers.service.ts';
export { deleteSigningRequests } from './signing-requests.repo.ts';
export {
  cancelSigningRequest,
  createSigningRequest,
  getSigningRequest,
  hashToken,
} from './signing-requests.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [signingRequestRoutes];
export const workers = registerExpiryWorkers;
