// The layout check judges what it should: a sound page passes, and the faults it exists for are each caught —
// among them the customers list as it was, whose name column three action buttons squeezed to nothing.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { layoutProblems, watchPage } from './support/layout-check.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(() => browser?.close());

const shell = (body: string) =>
  `<!doctype html><html><head><meta name="viewport" content="width=device-width"><style>
   body { margin: 0; font: 16px sans-serif } td { border: 1px solid #ccc; padding: 4px } button { padding: 6px }
   </style></head><body><h1>Customers</h1>${body}</body></html>`;

const squeezedList = shell(`<table style="width:100%;table-layout:fixed"><tr>
  <td style="width:8%">Alexandra Featherstonehaugh</td><td style="width:22%">alex@example.com</td>
  <td style="width:70%"><button>Send</button> <button>Edit</button> <button>Delete</button></td></tr></table>`);

describe('the layout check', () => {
  it('passes a sound page at every width', async () => {
    await page.setContent(
      shell(`<ul><li>Alexandra Featherstonehaugh <button aria-label="Actions for Alexandra">⋯</button></li></ul>
      <p>A sentence that wraps at a phone's width between its words, as text should.</p>`),
    );
    expect(await layoutProblems(page, 'sound')).toEqual([]);
  });

  it('fails the customers list whose name column was squeezed', async () => {
    await page.setContent(squeezedList);
    const problems = await layoutProblems(page, 'customers', { widths: [390] });
    expect(problems.join('\n')).toMatch(/text squeezed into|broken across lines/);
    expect(problems.join('\n')).toMatch(/Alexandra|Featherstonehaugh/);
  });

  it('fails a page that scrolls sideways', async () => {
    await page.setContent(shell('<div style="width:700px">A wide banner</div>'));
    const problems = await layoutProblems(page, 'wide', { widths: [390] });
    expect(problems.join('\n')).toMatch(/scrolls sideways \(700 px in 390 px\)/);
  });

  it('fails a control covered by another element', async () => {
    await page.setContent(
      shell(`<button style="margin:20px">Send</button>
      <div style="position:absolute;top:40px;left:0;width:200px;height:80px;background:#fff">Sign here</div>`),
    );
    const problems = await layoutProblems(page, 'covered', { widths: [390] });
    expect(problems.join('\n')).toMatch(/<button> "Send" is covered by <div> "Sign here"/);
  });

  it('reports console errors and unexpected error answers through the page watch', async () => {
    const watch = watchPage(page);
    await page.setContent(shell('<script>console.error("the screen broke")</script>'));
    const problems = await layoutProblems(page, 'noisy', { widths: [390], watch });
    expect(problems).toContain('noisy: console error: the screen broke');
  });
});
