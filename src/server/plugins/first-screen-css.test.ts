import { describe, expect, it } from 'vitest';
import { withFirstScreenStyles, withoutUnreadVariables } from './first-screen-css.ts';

// Laid out as Tailwind 4 writes a built sheet (minified): defaults, theme, base, utilities, registrations.
const SHEET = [
  '@layer properties{@supports (((-webkit-hyphens:none))){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-blur:initial;--tw-font-weight:initial}}}',
  '@layer theme{:root,:host{--font-sans:Arial, sans-serif;--default-font-family:var(--font-sans);--color-red-500:oklch(63.7% .237 25.331);--color-slate-50:#f8fafc;--text-sm:.875rem;--text-sm--line-height:calc(1.25 / .875);--text-lg:1.125rem}}',
  '@layer base{html{font-family:var(--default-font-family,Arial)}}',
  '@layer utilities{.font-semibold{--tw-font-weight:600;font-weight:600}.text-sm{font-size:var(--text-sm);line-height:var(--tw-leading,var(--text-sm--line-height))}.blur{--tw-blur:blur(8px);filter:var(--tw-blur)}}',
  'body{background-color:var(--color-slate-50)}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}@property --tw-font-weight{syntax:"*";inherits:false}',
].join('');

describe('the first screen’s stylesheet', () => {
  it('keeps the theme variables the kept rules read (and what those read), and drops the rest', () => {
    const page = `<html><head><style data-href="/a.css">${SHEET}</style></head><body><p class="text-sm font-semibold">Hi</p></body></html>`;
    const cut = withFirstScreenStyles(page);
    const css = /<style data-rest="\/a\.css">(.*)<\/style>/.exec(cut)![1]!;
    expect(css).toContain(
      '@layer theme{:root,:host{--font-sans:Arial, sans-serif;--default-font-family:var(--font-sans);--color-slate-50:#f8fafc;--text-sm:.875rem;--text-sm--line-height:calc(1.25 / .875)}}',
    );
    // .blur is not in the page: its registration and default go with it; the font weight's stay.
    expect(css).not.toContain('.blur');
    expect(css).not.toContain('--tw-blur');
    expect(css).not.toContain('--tw-shadow');
    expect(css).toContain('@property --tw-font-weight{syntax:"*";inherits:false}');
    expect(css).toContain('::backdrop{--tw-font-weight:initial}}}');
  });

  it('cuts a theme that ends with a colour under @supports (color-mix), and keeps that rule', () => {
    const mixed = SHEET.replace(
      '--text-lg:1.125rem}}',
      '--text-lg:1.125rem;--color-ink:var(--color-slate-50)}@supports (color:color-mix(in lab, red, red)){:root,:host{--color-ink:color-mix(in srgb, var(--color-slate-50) 50%, black)}}}',
    );
    const css = withoutUnreadVariables(mixed, '<p class="text-sm" style="color:var(--color-ink)"></p>');
    expect(css).toContain(
      '@layer theme{:root,:host{--font-sans:Arial, sans-serif;--default-font-family:var(--font-sans);--color-slate-50:#f8fafc;--text-sm:.875rem;--text-sm--line-height:calc(1.25 / .875);--color-ink:var(--color-slate-50)}@supports (color:color-mix(in lab, red, red)){:root,:host{--color-ink:color-mix(in srgb, var(--color-slate-50) 50%, black)}}}',
    );
    expect(css).not.toContain('--color-red-500');
  });

  it('keeps a variable the page itself reads (an inline style)', () => {
    const css = withoutUnreadVariables(SHEET, '<div style="color:var(--color-red-500)"></div>');
    expect(css).toContain('--color-red-500:oklch(63.7% .237 25.331)');
    expect(css).not.toContain('--text-lg');
  });

  it('keeps each responsive rule the page uses, judged alone inside its shared @media block', () => {
    const css =
      '@layer utilities{.flex{display:flex}@media (width>=48rem){.md\\:static{position:static}.md\\:hidden{display:none}}}';
    const page = `<html><head><style data-href="/a.css">${css}</style></head><body><button class="flex md:hidden">Menu</button></body></html>`;
    const cut = withFirstScreenStyles(page);
    expect(cut).toContain('@media (width>=48rem){.md\\:hidden{display:none}}');
    expect(cut).not.toContain('md\\:static');
  });
});
