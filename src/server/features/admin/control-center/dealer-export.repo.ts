// What a dealer's data export holds: their records, read per table, without the
// secrets that sit beside them (password hashes, sealed SMTP passwords, link tokens, file keys).
import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  customers,
  dealerFiles,
  dealerSettings,
  documents,
  mailDeliveries,
  notifications,
  requestSigners,
  signingEvents,
  signingRequestDocuments,
  signingRequests,
  users,
} from '../../../db/schema.ts';

export async function dealerRecords(db: Database, dealerId: string) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      dealershipName: users.dealershipName,
      status: users.status,
      suspensionReason: users.suspensionReason,
      lastSignInAt: users.lastSignInAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, dealerId));
  if (!account) return null;
  const { smtpPasswordSealed: _secret, ...settingsColumns } = getTableColumns(dealerSettings);
  const requestIds = db
    .select({ id: signingRequests.id })
    .from(signingRequests)
    .where(eq(signingRequests.dealerId, dealerId));
  const { tokenHash: _hash, tokenSealed: _token, ...requestColumns } = getTableColumns(signingRequests);
  const {
    wrappedKey: _k,
    noncePrefix: _n,
    passwordHash: _p,
    passwordWrap: _w,
    ...fileColumns
  } = getTableColumns(dealerFiles);
  const { messageSealed: _m, ...deliveryColumns } = getTableColumns(mailDeliveries);
  // A signer's link is as secret as the request's.
  const { tokenHash: _th, tokenSealed: _ts, ...signerColumns } = getTableColumns(requestSigners);
  const [
    settings,
    customerRows,
    documentRows,
    requestRows,
    requestDocuments,
    signerRows,
    events,
    notices,
    files,
    mail,
  ] = await Promise.all([
    db.select(settingsColumns).from(dealerSettings).where(eq(dealerSettings.dealerId, dealerId)),
    db.select().from(customers).where(eq(customers.dealerId, dealerId)).orderBy(asc(customers.createdAt)),
    db.select().from(documents).where(eq(documents.dealerId, dealerId)).orderBy(asc(documents.uploadedAt)),
    db
      .select(requestColumns)
      .from(signingRequests)
      .where(eq(signingRequests.dealerId, dealerId))
      .orderBy(asc(signingRequests.createdAt)),
    db.select().from(signingRequestDocuments).where(inArray(signingRequestDocuments.requestId, requestIds)),
    db
      .select(signerColumns)
      .from(requestSigners)
      .where(inArray(requestSigners.requestId, requestIds))
      .orderBy(asc(requestSigners.requestId), asc(requestSigners.position)),
    db
      .select()
      .from(signingEvents)
      .where(inArray(signingEvents.requestId, requestIds))
      .orderBy(asc(signingEvents.createdAt)),
    db.select().from(notifications).where(eq(notifications.dealerId, dealerId)),
    db.select(fileColumns).from(dealerFiles).where(eq(dealerFiles.dealerId, dealerId)),
    db.select(deliveryColumns).from(mailDeliveries).where(eq(mailDeliveries.dealerId, dealerId)),
  ]);
  return {
    account,
    settings: settings[0] ?? null,
    customers: customerRows,
    documents: documentRows,
    signingRequests: requestRows,
    signingRequestDocuments: requestDocuments,
    requestSigners: signerRows,
    signingEvents: events,
    notifications: notices,
    dealerFiles: files,
    mailDeliveries: mail,
  };
}
export type DealerRecords = NonNullable<Awaited<ReturnType<typeof dealerRecords>>>;
