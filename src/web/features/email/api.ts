import { useMutation } from '@tanstack/react-query';
import type {
  EmailPreview,
  EmailTestInput,
  PreviewTemplateName,
  WelcomeTestInput,
} from '../../../shared/email.schema.ts';
import type { SmtpConnectionInput } from '../../../shared/smtp.schema.ts';
import { apiJson } from '../../lib/api.ts';

export const usePreviewEmail = () =>
  useMutation({
    mutationFn: (template: PreviewTemplateName) =>
      apiJson<EmailPreview>('POST', '/api/preview-email', { testMode: true, template }),
  });

export const useSendTestEmail = () =>
  useMutation({
    mutationFn: (input: EmailTestInput) =>
      apiJson<{ success: boolean; message: string }>('POST', '/api/test-email', input),
  });

export const useTestSmtp = () =>
  useMutation({
    mutationFn: (input: SmtpConnectionInput) =>
      apiJson<{ success: boolean; message: string }>('POST', '/api/dealer/smtp/test', input),
  });

export const useWelcomeTest = () =>
  useMutation({
    mutationFn: (input: WelcomeTestInput) =>
      apiJson<{ message: string }>('POST', '/api/admin/test-welcome-email', input),
  });
