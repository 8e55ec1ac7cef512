// What dealers and operators see of learnt forms, and the operator's promote and forget.
import type { AdminLearntForm, LearntForm } from '../../../shared/api/learnt-forms.ts';
import { isDocumentType } from '../../../shared/documents/document-types.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/app-error.ts';
import * as repo from './learnt-forms.repo.ts';

const NOT_FOUND = 'Learnt form not found';
type Ctx = Pick<AppDeps, 'db' | 'recordAdminAction'>;
type Actor = { userId: string; ip: string };

export async function dealerForms(db: AppDeps['db'], dealerId: string) {
  const rows = await repo.listForDealer(db, dealerId);
  return rows.map((row) => ({ ...view(row), own: row.dealerId === dealerId }));
}

export async function forgetOwnForm(db: AppDeps['db'], dealerId: string, id: string) {
  // Another dealership's form, promoted or not, is not this dealership's to forget: the same 404.
  if (!(await repo.deleteOwnForm(db, dealerId, id))) throw notFound(NOT_FOUND);
  return { message: 'Form forgotten: its next copies are read afresh' };
}

export async function adminForms(db: AppDeps['db'], search: string | undefined): Promise<AdminLearntForm[]> {
  return (await repo.listForAdmin(db, search)).map(adminView);
}

export async function promoteForm(ctx: Ctx, id: string, promoted: boolean, actor: Actor) {
  if (!(await repo.setPromoted(ctx.db, id, promoted))) throw notFound(NOT_FOUND);
  await ctx.recordAdminAction({
    adminId: actor.userId,
    ip: actor.ip,
    action: promoted ? 'learnt_form.promoted' : 'learnt_form.withdrawn',
    targetType: 'learnt_form',
    targetId: id,
  });
  const row = await repo.findForAdmin(ctx.db, id);
  if (!row) throw notFound(NOT_FOUND);
  return adminView(row);
}

export async function forgetForm(ctx: Ctx, id: string, actor: Actor) {
  if (!(await repo.deleteForm(ctx.db, id))) throw notFound(NOT_FOUND);
  await ctx.recordAdminAction({
    adminId: actor.userId,
    ip: actor.ip,
    action: 'learnt_form.forgotten',
    targetType: 'learnt_form',
    targetId: id,
  });
  return { message: 'Form forgotten: its next copies are read afresh' };
}

function view(row: repo.LearntFormRow): LearntForm {
  const fields = row.fields as { customerName?: unknown; vehicleRegistration?: unknown };
  return {
    id: row.id,
    name: row.name,
    documentType: isDocumentType(row.documentType) ? row.documentType : 'other',
    pageCount: row.pageCount,
    reads: {
      customerName: fields.customerName != null,
      vehicleRegistration: fields.vehicleRegistration != null,
    },
    places: row.places.length,
    uses: row.uses,
    lastUsedAt: row.lastUsedAt,
    learntAt: row.createdAt,
    updatedAt: row.updatedAt,
    promoted: row.promotedAt !== null,
  };
}

function adminView(row: { form: repo.LearntFormRow; dealerName: string }): AdminLearntForm {
  return { ...view(row.form), dealer: { id: row.form.dealerId, name: row.dealerName } };
}
