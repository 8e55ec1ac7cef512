import type { UseFormReturn } from 'react-hook-form';
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  readableTextOn,
} from '../../../shared/dealer/brand.ts';
import type { GeneralSettingsForm, GeneralSettingsInput } from '../../../shared/dealer/settings.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';

type Form = UseFormReturn<GeneralSettingsForm, unknown, GeneralSettingsInput>;
type ColourName = 'primaryColor' | 'secondaryColor';

const HEX = /^#[0-9a-fA-F]{6}$/;
/** What the swatch and the picker show: the typed colour once it is a valid #rrggbb, else the default. */
const shown = (value: string | undefined, fallback: string) =>
  value && HEX.test(value.trim()) ? value.trim().toLowerCase() : fallback;

function ColourField(props: { form: Form; name: ColourName; label: string; fallback: string }) {
  const { form, name, label, fallback } = props;
  const value = form.watch(name);
  return (
    <div className="flex items-start gap-3">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={shown(value, fallback)}
        onChange={(e) => form.setValue(name, e.target.value, { shouldDirty: true, shouldValidate: true })}
        className="mt-7 h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
      />
      <div className="min-w-0 flex-1">
        <FormField
          label={label}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          className="font-mono uppercase"
          error={form.formState.errors[name]?.message}
          {...form.register(name)}
        />
      </div>
    </div>
  );
}

/** The two brand colours, as pickers and hex fields, with a live preview of text on each. */
export function BrandColours({ form, dealershipName }: { form: Form; dealershipName: string }) {
  const primary = shown(form.watch('primaryColor'), DEFAULT_PRIMARY_COLOR);
  const secondary = shown(form.watch('secondaryColor'), DEFAULT_SECONDARY_COLOR);
  const restoreDefaults = () => {
    form.setValue('primaryColor', DEFAULT_PRIMARY_COLOR, { shouldDirty: true, shouldValidate: true });
    form.setValue('secondaryColor', DEFAULT_SECONDARY_COLOR, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-base font-semibold">Brand colours</legend>
      <p className="text-sm text-slate-600">
        Used on your dashboard, your customers’ signing pages and your e-mails. Text on each colour is black
        or white, whichever reads better.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <ColourField
          form={form}
          name="primaryColor"
          label="Primary colour"
          fallback={DEFAULT_PRIMARY_COLOR}
        />
        <ColourField
          form={form}
          name="secondaryColor"
          label="Secondary colour"
          fallback={DEFAULT_SECONDARY_COLOR}
        />
      </div>
      <figure data-testid="brand-preview" className="overflow-hidden rounded-lg border border-slate-200">
        <figcaption className="sr-only">Brand preview</figcaption>
        <div
          className="px-4 py-3 text-sm font-semibold"
          style={{ backgroundColor: secondary, color: readableTextOn(secondary) }}
        >
          {dealershipName || 'Your dealership'} · Document Signing Session
        </div>
        <div className="flex flex-wrap items-center gap-3 bg-white px-4 py-4">
          <span
            data-testid="brand-preview-button"
            className="inline-flex min-h-10 items-center rounded-md px-4 text-sm font-medium"
            style={{ backgroundColor: primary, color: readableTextOn(primary) }}
          >
            Sign Document
          </span>
          <span className="text-sm text-slate-600">Buttons in your primary colour</span>
        </div>
      </figure>
      <div>
        <Button variant="ghost" className="min-h-9 px-2 text-sm" onClick={restoreDefaults}>
          Restore default colours
        </Button>
      </div>
    </fieldset>
  );
}
