import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  type GeneralSettingsForm,
  type GeneralSettingsInput,
  generalSettingsSchema,
} from '../../../shared/dealer/settings.schema.ts';
import type { DealerSettings } from '../../../shared/dealer/settings.types.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { applyServerIssues, useSaveGeneralSettings } from './api.ts';
import { BrandColours } from './brand-colours.tsx';
import { CustomerLanguageChoice } from './customer-language-choice.tsx';
import { DefaultChannel } from './default-channel.tsx';
import { LogoUpload } from './logo-upload.tsx';
import { SigningCodeChoice } from './signing-code-choice.tsx';
import { TextAreaField } from './text-area-field.tsx';

const FIELDS = [
  'dealershipName',
  'dealershipAddress',
  'dealershipPhone',
  'dealershipWhatsapp',
  'dealershipWebsite',
  'primaryColor',
  'secondaryColor',
  'emailFromName',
  'emailSignature',
  'defaultChannels',
  'signingCode',
  'language',
] as const;

function toFormValues(s: DealerSettings): GeneralSettingsForm {
  return {
    dealershipName: s.dealershipName,
    dealershipAddress: s.dealershipAddress ?? '',
    dealershipPhone: s.dealershipPhone ?? '',
    dealershipWhatsapp: s.dealershipWhatsapp ?? '',
    dealershipWebsite: s.dealershipWebsite ?? '',
    primaryColor: s.primaryColor,
    secondaryColor: s.secondaryColor,
    emailFromName: s.emailFromName ?? '',
    emailSignature: s.emailSignature ?? '',
    defaultChannels: s.defaultChannels,
    signingCode: s.signingCode,
    language: s.language,
  };
}

/** Logo, brand colours, dealership details and the e-mail from-name and signature. */
export function GeneralSettingsTab({ settings }: { settings: DealerSettings }) {
  // Filled once from the settings; later refetches (after a logo upload, say) leave unsaved edits alone.
  const form = useForm<GeneralSettingsForm, unknown, GeneralSettingsInput>({
    resolver: zodResolver(generalSettingsSchema),
    defaultValues: toFormValues(settings),
  });
  const { register, formState, reset, setValue } = form;
  const errors = formState.errors;
  const save = useSaveGeneralSettings((saved) => reset(toFormValues(saved)));
  const submit = form.handleSubmit((values) =>
    save.mutate(values, { onError: (error) => applyServerIssues(error, form.setError, FIELDS) }),
  );

  // "www.example.co.uk" means https://www.example.co.uk: add the scheme rather than refuse it.
  const websiteField = register('dealershipWebsite', {
    onBlur: (event: { target: HTMLInputElement }) => {
      const value = event.target.value.trim();
      if (value && !/^[a-z][a-z\d+.-]*:/i.test(value) && /^[^\s/]+\.[^\s/]+/.test(value)) {
        setValue('dealershipWebsite', `https://${value}`, { shouldDirty: true, shouldValidate: true });
      }
    },
  });

  return (
    <div className="grid gap-6">
      <Card as="section" className="p-5">
        <LogoUpload logoUrl={settings.dealershipLogo} />
      </Card>

      <form onSubmit={submit} noValidate className="grid gap-6" aria-label="General settings">
        <Card as="section" className="p-5">
          <BrandColours form={form} dealershipName={form.watch('dealershipName')} />
        </Card>

        <Card as="section" className="p-5">
          <fieldset className="grid gap-4">
            <legend className="mb-3 text-base font-semibold">Dealership information</legend>
            <FormField
              label="Dealership name"
              autoComplete="organization"
              error={errors.dealershipName?.message}
              {...register('dealershipName')}
            />
            <TextAreaField
              label="Address"
              rows={3}
              autoComplete="street-address"
              error={errors.dealershipAddress?.message}
              {...register('dealershipAddress')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Phone"
                type="tel"
                autoComplete="tel"
                error={errors.dealershipPhone?.message}
                {...register('dealershipPhone')}
              />
              <FormField
                label="WhatsApp"
                type="tel"
                error={errors.dealershipWhatsapp?.message}
                {...register('dealershipWhatsapp')}
              />
            </div>
            <FormField
              label="Website"
              type="url"
              inputMode="url"
              placeholder="https://www.example.co.uk"
              error={errors.dealershipWebsite?.message}
              {...websiteField}
            />
          </fieldset>
        </Card>

        <Card as="section" className="p-5">
          <fieldset className="grid gap-4">
            <legend className="mb-3 text-base font-semibold">E-mails to your customers</legend>
            <FormField
              label="Email from-name"
              placeholder={settings.dealershipName}
              error={errors.emailFromName?.message}
              {...register('emailFromName')}
            />
            <TextAreaField
              label="Email signature"
              rows={4}
              placeholder={'Kind regards,\nThe sales team'}
              hint="Added at the foot of every e-mail your customers receive."
              error={errors.emailSignature?.message}
              {...register('emailSignature')}
            />
          </fieldset>
        </Card>

        <Card as="section" className="p-5">
          <DefaultChannel form={form} />
        </Card>

        <Card as="section" className="p-5">
          <SigningCodeChoice form={form} />
        </Card>

        <Card as="section" className="p-5">
          <CustomerLanguageChoice form={form} />
        </Card>

        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          <p className="text-sm text-slate-600" aria-live="polite">
            {formState.isDirty ? 'You have unsaved changes.' : ''}
          </p>
          {formState.isDirty && (
            <Button variant="outline" onClick={() => reset()} disabled={save.isPending}>
              Discard changes
            </Button>
          )}
          <Button type="submit" disabled={!formState.isDirty || save.isPending}>
            <Save className="h-4 w-4" aria-hidden="true" /> {save.isPending ? 'Saving…' : 'Save Settings'}
          </Button>
        </div>
      </form>
    </div>
  );
}
