import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { brandingApi } from '../../../shared/api/branding.ts';
import type { AnswerOf } from '../../../shared/api/contract.ts';
import { emailApi } from '../../../shared/api/email.ts';
import { settingsApi } from '../../../shared/api/settings.ts';
import type { GeneralSettingsInput } from '../../../shared/dealer/settings.schema.ts';
import type { DealerSettings } from '../../../shared/dealer/settings.types.ts';
import type {
  SmtpConnectionInput,
  SmtpSettings,
  SmtpSettingsInput,
} from '../../../shared/dealer/smtp.schema.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, callApi, isUnauthorizedError } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { settingsKey, validationKey } from '../../lib/query-keys.ts';
import { uploadWithProgress } from '../documents/index.ts';

/**
 * The header, the dashboard and this screen all read the settings query: refetch it after any change. The
 * business-name check compares documents with the dealership name, so a new name makes it stale too.
 */
export const refreshSettings = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: settingsKey }),
    queryClient.invalidateQueries({ queryKey: validationKey }),
  ]);

/** Puts each of the server's `issues` under its field, so a 400 shows where it belongs. */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  if (!(error instanceof ApiError)) return;
  for (const issue of error.body?.issues ?? []) {
    if (fields.includes(issue.path)) setError(issue.path as Path<T>, { message: issue.message });
  }
}

/** An upload failed: sign in again on a 401, else 'Upload Failed' with the server's words or `fallback`. */
export function reportUploadError(error: unknown, fallback: string) {
  if (isUnauthorizedError(error)) return reportMutationError(error, fallback);
  const reason = error instanceof ApiError && error.status < 500 ? error.reason : fallback;
  toast({ title: 'Upload Failed', description: reason, variant: 'destructive' });
}

export function useSaveGeneralSettings(onSaved: (settings: DealerSettings) => void) {
  return useMutation({
    mutationFn: (values: GeneralSettingsInput) => callApi(settingsApi.update, { body: values }),
    onSuccess: async (settings) => {
      onSaved(settings);
      await refreshSettings();
      toast({
        title: 'Settings Saved',
        description: 'Your dealership settings have been updated.',
        variant: 'success',
      });
    },
    onError: (error) => reportMutationError(error, 'Failed to update settings. Please try again.'),
  });
}

export type LogoUploadAnswer = AnswerOf<typeof brandingApi.uploadLogo>;

export const uploadLogo = (file: File, onProgress: (fraction: number) => void) => {
  const form = new FormData();
  form.append('logo', file);
  return uploadWithProgress<LogoUploadAnswer>(brandingApi.uploadLogo.path, form, onProgress);
};

export const uploadProfileImage = (file: Blob, fileName: string, onProgress: (fraction: number) => void) => {
  const form = new FormData();
  form.append('profileImage', file, fileName);
  return uploadWithProgress<AnswerOf<typeof brandingApi.uploadProfileImage>>(
    brandingApi.uploadProfileImage.path,
    form,
    onProgress,
  );
};

export function useRemoveLogo() {
  return useMutation({
    mutationFn: () => callApi(brandingApi.removeLogo),
    onSuccess: async () => {
      await refreshSettings();
      toast({ title: 'Logo Removed', description: 'Your logo has been removed.', variant: 'success' });
    },
    onError: (error) => reportMutationError(error, 'Failed to remove the logo. Please try again.'),
  });
}

export function useSaveSmtp(onSaved: (settings: SmtpSettings) => void) {
  return useMutation({
    mutationFn: (values: SmtpSettingsInput) => callApi(emailApi.saveSmtp, { body: values }),
    onSuccess: async (settings) => {
      onSaved(settings);
      await refreshSettings();
      toast({
        title: 'SMTP Settings Saved',
        description: settings.smtpEnabled
          ? 'Your customers’ e-mails will be sent from your business e-mail server.'
          : 'Business e-mail is off: your customers’ e-mails are sent by Docs2Sign.',
        variant: 'success',
      });
    },
    onError: (error) => reportMutationError(error, 'Failed to update SMTP settings. Please try again.'),
  });
}

const FAILED_PREFIX = /^Could not connect to your email server:\s*/i;

/** The failed SMTP test in a sentence; the server's detail is shown folded beneath it. */
export const SMTP_FAILED_SENTENCE = 'Could not connect to your email server. Please check your settings.';

/** The server's reason for a failed connection test, without its lead-in. */
export const smtpFailureReason = (error: unknown) =>
  error instanceof ApiError
    ? error.reason.replace(FAILED_PREFIX, '')
    : 'The server could not be reached. Please check your connection.';

export function useTestSmtp() {
  return useMutation({
    mutationFn: (values: SmtpConnectionInput) => callApi(emailApi.testSmtp, { body: values }),
    onSuccess: (answer) =>
      toast({ title: 'Connection Test Passed', description: answer.message, variant: 'success' }),
    onError: (error) => {
      if (isUnauthorizedError(error)) return reportMutationError(error, '');
      toast({
        title: 'Connection failed',
        description: SMTP_FAILED_SENTENCE,
        variant: 'destructive',
      });
    },
  });
}
