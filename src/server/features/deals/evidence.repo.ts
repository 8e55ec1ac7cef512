// What the deal's certificate and evidence read of its steps' signing requests: each step's request with its
// times and its frozen and sealed files (written by signing-requests and sealing; only read here).
import { asc, inArray } from 'drizzle-orm';
import { signingRequestDocuments, signingRequests } from '../../db/schema.ts';
import type { Executor } from './deals.repo.ts';

export function listStepRequests(db: Executor, requestIds: string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: signingRequests.id,
      status: signingRequests.status,
      sentAt: signingRequests.sentAt,
      createdAt: signingRequests.createdAt,
      completedAt: signingRequests.completedAt,
      sealedAt: signingRequests.sealedAt,
    })
    .from(signingRequests)
    .where(inArray(signingRequests.id, requestIds));
}

export function listStepFiles(db: Executor, requestIds: string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      requestId: signingRequestDocuments.requestId,
      documentId: signingRequestDocuments.documentId,
      title: signingRequestDocuments.title,
      pdfKey: signingRequestDocuments.pdfKey,
      sha256: signingRequestDocuments.sha256,
      sealedKey: signingRequestDocuments.sealedKey,
      sealedSha256: signingRequestDocuments.sealedSha256,
      verificationCode: signingRequestDocuments.verificationCode,
    })
    .from(signingRequestDocuments)
    .where(inArray(signingRequestDocuments.requestId, requestIds))
    .orderBy(asc(signingRequestDocuments.requestId), asc(signingRequestDocuments.position));
}
