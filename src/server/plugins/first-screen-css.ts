// The signing page's inline stylesheet cut to what one drawn page uses. sign.html carries the whole of
// signing.css (28 KB, 6.4 KB compressed: the dialogs, the signature pad, the finished screen…), and half
// of its utility classes are in no drawn page; with them gone the page fits the connection's first round
// trip with room to spare (docs/performance.md). The whole sheet follows once the page has loaded
// (public/after-load.js loads the file a `<style data-rest>` names), before the script renders anything else.

const STYLE = /<style data-href="([^"]+)">([\s\S]*?)<\/style>/;
const UTILITIES = '@layer utilities{';

/**
 * `page` with its `<style data-href>` holding only the utility rules whose class its markup uses (every
 * other rule is kept), renamed `data-rest` so the page loads the whole file after; unchanged when it has no
 * such stylesheet or the stylesheet is not laid out as Tailwind writes it.
 */
export function withFirstScreenStyles(page: string): string {
  const style = STYLE.exec(page);
  if (!style) return page;
  const [element, href, css] = style as unknown as [string, string, string];
  const start = css.indexOf(UTILITIES);
  if (start < 0) return page;
  const used = new Set<string>();
  for (const match of page.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) used.add(name);
  }
  const rules = topLevelRules(css, start + UTILITIES.length);
  if (!rules) return page;
  const kept = rules.list.map((rule) => keptPart(rule, used)).join('');
  const cut = `${css.slice(0, start + UTILITIES.length)}${kept}${css.slice(rules.end)}`;
  const elsewhere = page.slice(0, style.index) + page.slice(style.index + element.length);
  return page.replace(
    element,
    () => `<style data-rest="${href}">${withoutUnreadVariables(cut, elsewhere)}</style>`,
  );
}

// The theme's variables are the layer's first rule; a colour written with color-mix() adds a second, under
// `@supports`, after it (the app's brand-ink), which is left as it is.
const THEME = /@layer theme\{:root,:host\{([^{}]*)\}/;
const REGISTERED = /@property (--tw-[\w-]+)\{[^{}]*\}/g;
const DEFAULTS = /(@layer properties\{@supports [^{]*\{\*,:before,:after,::backdrop\{)([^{}]*)\}/;

/**
 * `css` without the custom properties nothing left in it (or in the page around it, `elsewhere`) reads: the
 * theme's colours and sizes no kept rule names, and Tailwind's `--tw-…` registrations and defaults of the
 * effects (shadows, rings, backdrops, transforms) only the dialogs use. Half of what was left once the unused
 * utilities were gone; the whole sheet, loaded after, has them all.
 */
export function withoutUnreadVariables(css: string, elsewhere = ''): string {
  const theme = THEME.exec(css);
  const outside = `${theme ? css.replace(theme[0], '') : css}${elsewhere}`
    .replace(REGISTERED, '')
    .replace(DEFAULTS, '$1}');
  const read = (text: string) => new Set([...text.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]!));
  let out = css;
  if (theme) {
    // A theme variable may read another (a size's line height): read until nothing new is found.
    const declarations = theme[1]!.split(';').filter(Boolean);
    const names = new Set(read(outside));
    let grew = true;
    while (grew) {
      grew = false;
      for (const declaration of declarations) {
        const name = declaration.slice(0, declaration.indexOf(':'));
        if (!names.has(name)) continue;
        for (const inner of read(declaration)) {
          if (names.has(inner)) continue;
          names.add(inner);
          grew = true;
        }
      }
    }
    const keptTheme = declarations.filter((d) => names.has(d.slice(0, d.indexOf(':')))).join(';');
    out = out.replace(theme[0], () => `@layer theme{:root,:host{${keptTheme}}`);
  }
  // Tailwind's own properties are set by its utilities (`--tw-shadow:…`) and read by them: a name the rest
  // never mentions is for no rule left here.
  const mentioned = (name: string) => new RegExp(`${name}(?![\\w-])`).test(outside);
  out = out.replace(REGISTERED, (rule, name: string) => (mentioned(name) ? rule : ''));
  return out.replace(DEFAULTS, (_all, head: string, body: string) => {
    const keptDefaults = body.split(';').filter((d) => d && mentioned(d.slice(0, d.indexOf(':'))));
    return `${head}${keptDefaults.join(';')}}`;
  });
}

/** The rules of the block opened just before `from`, and where its closing brace is; null if unbalanced. */
function topLevelRules(css: string, from: number): { list: string[]; end: number } | null {
  const list: string[] = [];
  let depth = 0;
  let ruleStart = from;
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === '\\') {
      i++; // an escaped character of a class name (`\:`, `\[`, `\{`) is never structure
    } else if (c === '"' || c === "'") {
      const close = css.indexOf(c, i + 1);
      if (close < 0) return null;
      i = close;
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      if (depth === 0) return { list, end: i };
      depth--;
      if (depth === 0) {
        list.push(css.slice(ruleStart, i + 1));
        ruleStart = i + 1;
      }
    }
  }
  return null;
}

/**
 * What of a utility rule the page needs: a rule for classes in the page whole, and of a condition
 * (`@media (width>=48rem){.md\:flex{…}.md\:hidden{…}}`, `@supports …`) the rules inside it the page uses,
 * each judged alone (one block holds every `md:` utility); '' when nothing.
 */
function keptPart(rule: string, used: Set<string>): string {
  const open = rule.indexOf('{');
  const selector = rule.slice(0, open);
  if (!selector.startsWith('@')) return isUsed(rule, used) ? rule : '';
  const inner = topLevelRules(`${rule.slice(open + 1, -1)}}`, 0);
  if (!inner) return rule;
  const kept = inner.list.map((r) => keptPart(r, used)).join('');
  return kept ? `${selector}{${kept}}` : '';
}

/**
 * Whether a utility rule is for a class in the page (a rule for several classes when one is); a rule of
 * any other shape is kept.
 */
function isUsed(rule: string, used: Set<string>): boolean {
  const open = rule.indexOf('{');
  const selector = rule.slice(0, open);
  // Commas inside a class name are escaped (`.grid-cols-\[minmax\(0\,1fr\)\]`): only the others part selectors.
  const names = selector.split(/(?<!\\),/).map((part) => /^\s*\.((?:\\.|[\w-])+)/.exec(part)?.[1]);
  if (names.some((name) => name === undefined)) return true;
  return names.some((name) => used.has(name!.replace(/\\(.)/g, '$1')));
}
