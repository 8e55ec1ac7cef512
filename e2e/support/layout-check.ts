// The layout check every journey can run on a screen it visits: at a phone's, a tablet's and two desktops'
// widths, nothing scrolls sideways, no text sits in a box too narrow to read it, no word breaks across lines,
// nothing covers a control, and the page logged no error and met no unexpected 4xx/5xx answer.
import type { Page } from 'playwright-core';

export const LAYOUT_WIDTHS = [390, 768, 1024, 1280] as const;

/** Page heights per width: a phone's is taller than it is wide, a desktop's the other way round. */
const HEIGHT_OF: Record<number, number> = { 390: 844, 768: 1024, 1024: 768, 1280: 800 };

export type PageWatch = {
  /** Problems seen since the watch began (or the last `clear`), each as one line. */
  problems(): string[];
  clear(): void;
};

/**
 * Collects console errors, uncaught exceptions and 4xx/5xx answers on a page. `expected` names the answers
 * a screen gives on purpose (a 401 while signed out, a 404 a journey asks for); the console line Chromium
 * writes for such an answer ("Failed to load resource") is then expected too.
 */
export function watchPage(page: Page, expected: RegExp[] = []): PageWatch {
  let seen: string[] = [];
  page.on('response', (response) => {
    const status = response.status();
    if (status < 400) return;
    const url = response.url();
    if (expected.some((re) => re.test(`${status} ${url}`))) return;
    seen.push(`answer ${status} from ${url}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Failed to load resource/.test(message.text())) return; // the answer itself is judged above
    seen.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  return {
    problems: () => [...seen],
    clear: () => {
      seen = [];
    },
  };
}

/** Waits until a screen has drawn: its heading is shown, no spinner turns, fonts are in. */
export async function screenSettled(page: Page) {
  await page.locator('h1, h2').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('[role="status"] .animate-spin'), undefined, {
    timeout: 30_000,
  });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/**
 * Runs the check on the screen shown, at each width, and returns the problems found (an empty list when the
 * screen is sound). The page's watch, when given, adds what it saw and is cleared.
 */
export async function layoutProblems(
  page: Page,
  screen: string,
  options: { widths?: readonly number[]; watch?: PageWatch } = {},
): Promise<string[]> {
  const original = page.viewportSize();
  const problems: string[] = [];
  for (const width of options.widths ?? LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT_OF[width] ?? 900 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const found = await page.evaluate(inspectLayout);
    problems.push(...found.map((p) => `${screen} at ${width} px: ${p}`));
  }
  if (original) await page.setViewportSize(original);
  if (options.watch) {
    problems.push(...options.watch.problems().map((p) => `${screen}: ${p}`));
    options.watch.clear();
  }
  return problems;
}

/** Throws with every problem found, so a journey's step fails with the whole list. */
export async function checkLayout(
  page: Page,
  screen: string,
  options: { widths?: readonly number[]; watch?: PageWatch } = {},
) {
  const problems = await layoutProblems(page, screen, options);
  if (problems.length) throw new Error(`layout check failed:\n${problems.join('\n')}`);
}

/**
 * Runs inside the page. Words longer than LONG_WORD (an e-mail address, a link, a file name) may break: a
 * phone has no other way to show them. Elements marked data-layout-skip (a document's own page, drawn as
 * it was printed) are not judged.
 */
function inspectLayout(): string[] {
  const LONG_WORD = 22;
  const problems: string[] = [];
  const root = document.documentElement;
  const nameOf = (el: Element) => {
    const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ');
    const id = el.id ? `#${el.id}` : '';
    return `<${el.tagName.toLowerCase()}${id}> "${label.slice(0, 40)}"`;
  };
  const skipped = (el: Element) =>
    Boolean(el.closest('[data-layout-skip], [aria-hidden="true"], svg, canvas'));
  const shown = (el: Element) => {
    // Not drawn at all: inside a closed <details>, display none, hidden or transparent.
    if (!el.checkVisibility({ contentVisibilityAuto: true, opacityProperty: true, visibilityProperty: true }))
      return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
      return false;
    const box = el.getBoundingClientRect();
    return box.width > 2 && box.height > 2; // a visually hidden label (1 × 1 px) is for screen readers
  };

  // Sideways scroll, and what sticks out.
  if (root.scrollWidth > root.clientWidth + 1) {
    const wide = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1 && shown(el))
      .slice(-3)
      .map(nameOf);
    problems.push(`scrolls sideways (${root.scrollWidth} px in ${root.clientWidth} px): ${wide.join(', ')}`);
  }

  // Squeezed text and words broken across lines, read text node by text node.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const judged = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = node.textContent ?? '';
    if (!element || text.trim().length < 2 || skipped(element) || !shown(element)) continue;
    if (!judged.has(element)) {
      judged.add(element);
      const all = (element as HTMLElement).innerText.trim(); // what is drawn, not hidden parts
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const fontSize = Number.parseFloat(style.fontSize) || 16;
      // Along the line: across the page, or down it for text set upright in a narrow rail.
      const along = style.writingMode.startsWith('vertical') ? box.height : box.width;
      // About six characters of this font: an average glyph is about half the font's size.
      if (all.length > 6 && along < fontSize * 3)
        problems.push(`text squeezed into ${Math.round(along)} px: ${nameOf(element)}`);
    }
    // A word here is letters and digits: a line may end after a hyphen, a slash or a question mark.
    for (const match of text.matchAll(/[\p{L}\p{N}'’]+/gu)) {
      const word = match[0];
      if (word.length < 2 || word.length > LONG_WORD) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + word.length);
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)),
      );
      if (lines.size > 1) problems.push(`word "${word}" broken across lines in ${nameOf(element)}`);
    }
  }

  // A control covered by something else: looked at from its middle, scrolled into view.
  const dialog = document.querySelector(
    '[role="dialog"][aria-modal="true"], [role="alertdialog"], dialog[open]',
  );
  const controls = [
    ...document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]',
    ),
  ].filter((el) => !skipped(el) && shown(el) && (!dialog || dialog.contains(el)));
  const scrolled = { x: window.scrollX, y: window.scrollY };
  for (const control of controls) {
    control.scrollIntoView({ block: 'center', inline: 'center' });
    const box = control.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue; // inside a clipped scroller
    const hit = document.elementFromPoint(x, y);
    if (!hit || hit === control || control.contains(hit) || hit.contains(control)) continue;
    const label = hit.closest('label');
    if (label && (label.control === control || label.contains(control))) continue;
    problems.push(`${nameOf(control)} is covered by ${nameOf(hit)}`);
  }
  window.scrollTo(scrolled.x, scrolled.y);
  return problems;
}
