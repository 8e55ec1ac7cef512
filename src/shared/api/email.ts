import { z } from 'zod';
import {
  emailPreviewSchema,
  emailTestSchema,
  previewEmailSchema,
  welcomeTestSchema,
} from '../email.schema.ts';
import { smtpConnectionSchema, smtpSettingsAnswerSchema, smtpSettingsSchema } from '../smtp.schema.ts';
import { calls, messageAnswer } from './contract.ts';

const dealer = { access: 'dealer' } as const;
const sent = z.object({ success: z.boolean(), message: z.string() });

export const emailApi = calls('Email', {
  smtp: {
    ...dealer,
    method: 'GET',
    path: '/api/dealer/smtp',
    summary: "The dealership's business mail server (never the password, only whether one is kept)",
    answer: smtpSettingsAnswerSchema,
  },
  saveSmtp: {
    ...dealer,
    method: 'PUT',
    path: '/api/dealer/smtp',
    summary:
      'Turn business mail on or off and save its server (owners and managers); the host must be public',
    body: smtpSettingsSchema,
    answer: smtpSettingsAnswerSchema,
  },
  testSmtp: {
    ...dealer,
    method: 'POST',
    path: '/api/dealer/smtp/test',
    summary: 'Connect and sign in to a mail server without sending (a failed test answers after 5 s)',
    body: smtpConnectionSchema,
    answer: sent,
  },
  preview: {
    ...dealer,
    method: 'POST',
    path: '/api/preview-email',
    summary: "A template rendered with sample content in the dealer's branding; nothing is sent",
    body: previewEmailSchema,
    answer: emailPreviewSchema,
  },
  sendTest: {
    ...dealer,
    method: 'POST',
    path: '/api/test-email',
    summary: 'Send a sample signing e-mail to an address, the way customers’ mail goes',
    body: emailTestSchema,
    answer: sent,
  },
  sendWelcomeTest: {
    method: 'POST',
    path: '/api/admin/test-welcome-email',
    summary: 'Send the welcome e-mail of day 0, 3 or 7 to an address; audited',
    access: 'admin',
    body: welcomeTestSchema,
    answer: messageAnswer,
  },
});
