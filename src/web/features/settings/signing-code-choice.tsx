import type { UseFormReturn } from 'react-hook-form';
import type { GeneralSettingsForm, GeneralSettingsInput } from '../../../shared/dealer/settings.schema.ts';
import {
  CODE_MINUTES,
  SIGNING_CODE_LABELS,
  SIGNING_CODE_MODES,
  type SigningCodeMode,
} from '../../../shared/documents/signing-code.ts';

type Form = UseFormReturn<GeneralSettingsForm, unknown, GeneralSettingsInput>;

/**
 * Whether a customer enters a one-time code before signing remotely: lenders expect one before a credit
 * agreement is signed. Saved with the rest of General Settings.
 */
export function SigningCodeChoice({ form }: { form: Form }) {
  const current: SigningCodeMode = form.watch('signingCode') ?? 'finance';
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-3 text-base font-semibold">One-time code before signing</legend>
      <div role="radiogroup" aria-labelledby="signing-code-label" className="grid min-w-0 gap-1.5">
        <span id="signing-code-label" className="text-sm font-medium">
          Ask the customer for a code
        </span>
        <div className="grid gap-2 sm:flex sm:flex-wrap">
          {SIGNING_CODE_MODES.map((mode) => (
            <label
              key={mode}
              htmlFor={`signing-code-${mode}`}
              className="inline-flex min-h-11 min-w-0 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-2 py-1 text-sm leading-tight sm:px-3 has-[:checked]:border-brand has-[:checked]:bg-brand/10"
            >
              <input
                id={`signing-code-${mode}`}
                type="radio"
                name="signing-code"
                value={mode}
                checked={current === mode}
                onChange={() => form.setValue('signingCode', mode, { shouldDirty: true })}
              />
              {SIGNING_CODE_LABELS[mode]}
            </label>
          ))}
        </div>
        <p className="text-xs text-slate-600">
          Before their first signature the customer enters a 6-digit code we text to their mobile (or e-mail
          when they have none). A code works for {CODE_MINUTES} minutes. Signing in person on your device
          needs no code. The certificate of completion records it.
        </p>
      </div>
    </fieldset>
  );
}
