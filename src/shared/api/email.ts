import { z } from 'zod';
import {
  emailPreviewSchema,
  emailTestSchema,
  previewEmailSchema,
  welcomeTestSchema,
} from '../dealer/email.schema.ts';
import { smtpConnectionSchema, smtpSettingsAnswerSchema, smtpSettingsSchema } from '../dealer/smtp.schema.ts';
import { calls, managerReads, managerWrites, memberWrites, messageAnswer } from './contract.ts';

const sent = z.object({ success: z.boolean(), message: z.string() });

export const emailApi = calls('Email', {
  smtp: {
    // Owners and managers change business mail, so only they read its server (host, user, port).
    ...managerReads,
    method: 'GET',
    path: '/api/dealer/smtp',
    summary: "The dealership's business mail server (never the password, only whether one is kept)",
    answer: smtpSettingsAnswerSchema,
  },
  saveSmtp: {
    ...managerWrites,
    method: 'PUT',
    path: '/api/dealer/smtp',
    summary:
      'Turn business mail on or off and save its server (owners and managers); the host must be public',
    body: smtpSettingsSchema,
    answer: smtpSettingsAnswerSchema,
  },
  testSmtp: {
    access: 'manager',
    apiKey: 'write',
    limit: { max: 10, per: 'minute', by: 'user' },
    method: 'POST',
    path: '/api/dealer/smtp/test',
    summary: 'Connect and sign in to a mail server without sending (a failed test answers after 5 s)',
    body: smtpConnectionSchema,
    answer: sent,
  },
  preview: {
    ...memberWrites,
    method: 'POST',
    path: '/api/preview-email',
    summary: "A template rendered with sample content in the dealer's branding; nothing is sent",
    body: previewEmailSchema,
    answer: emailPreviewSchema,
  },
  sendTest: {
    access: 'sales',
    apiKey: 'never',
    limit: { max: 10, per: 'minute', by: 'user' },
    method: 'POST',
    path: '/api/test-email',
    summary: 'Send a sample signing e-mail to an address, the way customers’ mail goes',
    body: emailTestSchema,
    answer: sent,
  },
  sendWelcomeTest: {
    access: 'admin',
    limit: { max: 20, per: 'minute', by: 'user' },
    method: 'POST',
    path: '/api/admin/test-welcome-email',
    summary: 'Send the welcome e-mail of day 0, 3 or 7 to an address; audited',
    body: welcomeTestSchema,
    answer: messageAnswer,
  },
});
