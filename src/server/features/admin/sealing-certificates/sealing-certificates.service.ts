// The installation's sealing certificates for administrators: the list, and the rotation that makes an
// offered certificate current (the instances configured with it start sealing; the others stop and their
// seals wait in the retries), recorded in the audit log with the administrator and the reason.
import type { SealingCertificateInfo } from '../../../../shared/api/admin-sealing.ts';
import type { AppDeps } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import {
  findByFingerprints,
  listCertificates,
  makeCurrent,
  type SealingCertificateRow,
} from '../../../lib/sealing/sealing-certificates.ts';
import { recordAdminAction } from '../audit-log/audit.service.ts';

type Ctx = Pick<AppDeps, 'db'>;

export function certificateInfo(row: SealingCertificateRow): SealingCertificateInfo {
  return {
    fingerprint: row.fingerprint,
    subject: row.subject,
    issuer: row.issuer,
    keyKind: row.keyKind as SealingCertificateInfo['keyKind'],
    selfSigned: row.selfSigned,
    notBefore: row.notBefore.toISOString(),
    notAfter: row.notAfter.toISOString(),
    offeredAt: row.createdAt.toISOString(),
    currentFrom: row.currentFrom?.toISOString() ?? null,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    current: row.isCurrent,
  };
}

export async function listSealingCertificates(ctx: Ctx) {
  return { certificates: (await listCertificates(ctx.db)).map(certificateInfo) };
}

export async function rotateSealingCertificate(
  ctx: Ctx,
  input: { fingerprint: string; reason: string },
  actor: { adminId: string; ip: string },
) {
  const [target] = await findByFingerprints(ctx.db, [input.fingerprint]);
  if (!target) {
    throw new AppError(
      404,
      'No instance has offered a certificate with that fingerprint: configure an instance with it and start it first.',
      { code: 'UNKNOWN_CERTIFICATE' },
    );
  }
  if (target.isCurrent) {
    throw new AppError(409, 'That certificate is already the one the installation seals with.', {
      code: 'ALREADY_CURRENT',
    });
  }
  if (target.notAfter.getTime() <= Date.now()) {
    throw new AppError(409, `That certificate expired on ${target.notAfter.toISOString().slice(0, 10)}.`, {
      code: 'CERTIFICATE_EXPIRED',
    });
  }
  // The rotation and its audit entry commit together: no rotation goes unrecorded, none is recorded undone.
  const { previous, next } = await ctx.db.transaction(async (tx) => {
    const rotated = await makeCurrent(tx, target.fingerprint);
    await recordAdminAction(tx, {
      ...actor,
      action: 'sealing.rotate',
      targetType: 'sealing_certificate',
      targetId: target.fingerprint,
      reason: input.reason,
      details: {
        subject: target.subject,
        previous: rotated.previous?.fingerprint ?? null,
        previousSubject: rotated.previous?.subject ?? null,
      },
    });
    return rotated;
  });
  return {
    current: certificateInfo(next ?? target),
    previous: previous ? certificateInfo(previous) : null,
    message: `Documents are now sealed with ${target.subject}. Documents sealed before still verify.`,
  };
}
