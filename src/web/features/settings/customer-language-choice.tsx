import type { UseFormReturn } from 'react-hook-form';
import type { GeneralSettingsForm, GeneralSettingsInput } from '../../../shared/dealer/settings.schema.ts';
import { CUSTOMER_LANGUAGES, LANGUAGE_NAMES } from '../../../shared/i18n/languages.ts';

type Form = UseFormReturn<GeneralSettingsForm, unknown, GeneralSettingsInput>;

/**
 * The language of the dealership's customers' e-mails, texts and signing page, unless a customer has their
 * own (set in their details, or chosen by them on the signing page). Saved with the rest of General Settings.
 */
export function CustomerLanguageChoice({ form }: { form: Form }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor="customer-language-default" className="text-base font-semibold">
        Customers’ language
      </label>
      <select
        id="customer-language-default"
        className="h-11 max-w-xs rounded-md border border-slate-300 bg-white px-3 text-base sm:h-9 sm:text-sm"
        {...form.register('language')}
      >
        {CUSTOMER_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language].english} ({LANGUAGE_NAMES[language].own})
          </option>
        ))}
      </select>
      <p className="text-xs text-slate-600">
        Their e-mails, text messages and signing page speak it unless a customer has their own language (in
        their details, or chosen by them on the signing page). Certificates stay in English.
      </p>
    </div>
  );
}
