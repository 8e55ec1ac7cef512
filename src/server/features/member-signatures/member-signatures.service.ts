// A member's own saved signature and countersigning with it in one tap. The image is decoded in
// full and written again by our encoder (customer-signing's signature-image.ts), as a customer's is: what a
// browser sent is never stored or stamped. Everything is the signed-in person's own: another member of the
// dealership, or another dealership, finds nothing (404).

import type { SavedSignature } from '../../../shared/api/member-signatures.ts';
import { type CurrentUser, personIdOf } from '../../../shared/dealer/auth.schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { linkTokenBox } from '../../lib/security/secret-box.ts';
import * as signing from '../customer-signing/index.ts';
import { decodeSignatureImage } from '../customer-signing/index.ts';
import { getSigningRequest, listSigners } from '../signing-requests/index.ts';
import * as repo from './member-signatures.repo.ts';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findSavedSignature>>>;
const dataUrlOf = (image: Buffer) => `data:image/png;base64,${image.toString('base64')}`;
const view = (row: Row): SavedSignature => ({
  signatureData: dataUrlOf(row.image),
  kind: row.kind,
  updatedAt: row.updatedAt.toISOString(),
});
const noneSaved = () =>
  new AppError(404, 'You have no saved signature yet: save one in Settings → Profile.', {
    code: 'NO_SAVED_SIGNATURE',
  });

/** The member's saved signature, or null: none saved yet is an ordinary state, not an error (no 404). */
export async function getSavedSignature(ctx: signing.Ctx, user: CurrentUser) {
  const row = await repo.findSavedSignature(ctx.db, personIdOf(user), user.id);
  return row ? view(row) : null;
}

export async function saveSignature(
  ctx: signing.Ctx,
  user: CurrentUser,
  input: { signatureData: string; kind: 'drawn' | 'typed' },
) {
  const image = await decodeSignatureImage(input.signatureData);
  const row = await repo.upsertSavedSignature(ctx.db, {
    userId: personIdOf(user),
    dealerId: user.id,
    image,
    kind: input.kind,
  });
  return view(row);
}

export async function deleteSavedSignature(ctx: signing.Ctx, user: CurrentUser) {
  return { deleted: await repo.deleteSavedSignature(ctx.db, personIdOf(user)) };
}

/**
 * One tap: the member's saved signature on each of their places of the request, then their part submitted,
 * through the same steps as signing on the page (their turn, their places only, the last signer completes and
 * seals), recorded with this browser's address like any signature.
 */
export async function countersignWithSaved(
  ctx: signing.Ctx,
  user: CurrentUser,
  requestId: string,
  client: signing.Client,
) {
  await getSigningRequest(ctx.db, user.id, requestId);
  const mine = (await listSigners(ctx.db, requestId)).find(
    (s) => s.signer.role === 'dealer' && s.signer.memberId === personIdOf(user),
  );
  if (!mine?.signer.tokenSealed) throw notFound('You are not a signer of this request');
  const saved = await repo.findSavedSignature(ctx.db, personIdOf(user), user.id);
  if (!saved) throw noneSaved();
  if (mine.signer.finishedAt) {
    throw new AppError(409, 'You have countersigned this request already.', { code: 'ALREADY_SIGNED' });
  }
  const token = linkTokenBox(ctx.config.appSecret).open(mine.signer.tokenSealed);
  const session = await signing.openSession(ctx, token, client);
  const done = new Set(session.signatures.map((s) => s.documentId));
  const signatureData = dataUrlOf(saved.image);
  let signed = 0;
  for (const document of session.documents) {
    if (done.has(document.id)) continue;
    await signing.saveSignature(
      ctx,
      token,
      { documentId: document.id, signatureData, pageNumber: 1 },
      client,
    );
    signed += 1;
  }
  const after = await signing.submit(ctx, token, client);
  return { signed, completed: after.signer?.setComplete ?? after.status === 'completed' };
}
