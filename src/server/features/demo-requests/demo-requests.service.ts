// A visitor's request for a personal demo: stored, then mailed to every administrator through the mail
// queue, so the visitor never waits on a mail server.
import type { DemoRequest, DemoRequestRow } from '../../../shared/dealer/demo-request.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import { type DeliveryCtx, demoRequest, queueMails, renderMail } from '../email/index.ts';
import * as repo from './demo-requests.repo.ts';

const LIST_SIZE = 200;

const longDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Thursday 26 November 2026" for a YYYY-MM-DD day. */
export const wordedDay = (day: string) => longDay.format(new Date(`${day}T12:00:00Z`)).replace(',', '');

export async function createDemoRequest(ctx: DeliveryCtx, input: DemoRequest, ipAddress: string) {
  const row = await repo.insertDemoRequest(ctx.db, { ...input, ipAddress });
  const admins = await repo.adminEmails(ctx.db);
  const mail = await renderMail(
    demoRequest({
      ...input,
      preferredDay: wordedDay(input.preferredCallDate),
      link: new URL('/admin-smtp', ctx.config.appUrl).toString(),
    }),
  );
  await queueMails(
    ctx,
    admins.map((to) => ({
      template: mail.name,
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: input.email,
      platformOnly: true,
    })),
  );
  return { id: row.id };
}

export async function listDemoRequests(deps: Pick<AppDeps, 'db'>): Promise<DemoRequestRow[]> {
  const rows = await repo.listDemoRequests(deps.db, LIST_SIZE);
  return rows.map((row) => ({
    id: row.id,
    contactName: row.contactName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    websiteDomain: row.websiteDomain,
    preferredCallDate: row.preferredCallDate,
    preferredCallTime: row.preferredCallTime,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  }));
}
