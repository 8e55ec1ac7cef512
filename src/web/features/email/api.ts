import { useMutation } from '@tanstack/react-query';
import { emailApi } from '../../../shared/api/email.ts';
import type {
  EmailTestInput,
  PreviewTemplateName,
  WelcomeTestInput,
} from '../../../shared/dealer/email.schema.ts';
import type { SmtpConnectionInput } from '../../../shared/dealer/smtp.schema.ts';
import { callApi } from '../../lib/api.ts';

export const usePreviewEmail = () =>
  useMutation({
    mutationFn: (template: PreviewTemplateName) =>
      callApi(emailApi.preview, { body: { testMode: true, template } }),
  });

export const useSendTestEmail = () =>
  useMutation({
    mutationFn: (input: EmailTestInput) => callApi(emailApi.sendTest, { body: input }),
  });

export const useTestSmtp = () =>
  useMutation({
    mutationFn: (input: SmtpConnectionInput) => callApi(emailApi.testSmtp, { body: input }),
  });

export const useWelcomeTest = () =>
  useMutation({
    mutationFn: (input: WelcomeTestInput) => callApi(emailApi.sendWelcomeTest, { body: input }),
  });
