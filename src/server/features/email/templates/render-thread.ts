// Mail made by background work is rendered on a worker thread of its own (render.worker.ts): React's server
// renderer and html-to-text take 10–25 ms a mail, and a hundred sets sealed at once mean two hundred mails,
// which on the event loop held every other answer behind them. The thread gets the mail's recipe
// (its builder's name and props, builders.ts) and makes the same tree there. Mail someone waits for (the
// dealer's Send, a password reset) stays on the event loop: the thread's first mail waits for it to load
// React afresh, 100–200 ms more than here. A mail the thread cannot take (it died, or its heap ran out) is
// rendered here: a mail is never lost for it.
import { createServiceThread, type ServiceThread } from '../../../lib/threads/service-thread.ts';
import type { MailRecipe } from './builders.ts';
import { type MailTemplate, type RenderedMail, renderHere } from './render.ts';

let thread: ServiceThread<MailRecipe, RenderedMail> | undefined;

/**
 * Started with the first mail and shared by every app in the process: it keeps nothing but loaded modules,
 * and holds the process open only while a mail is being rendered.
 */
const renderThread = () =>
  (thread ??= createServiceThread<MailRecipe, RenderedMail>({
    url: new URL('./render.worker.ts', import.meta.url),
    what: 'the mail renderer',
    maxOldGenerationSizeMb: 256,
    closeWaitMs: 5_000,
  }));

/** The HTML and plain-text bodies of a mail (render.ts); `offThread` for background work's mail. */
export async function renderMail(
  template: MailTemplate,
  options: { offThread?: boolean } = {},
): Promise<RenderedMail> {
  if (!options.offThread || !template.recipe) return renderHere(template);
  try {
    return await renderThread().call(template.recipe as MailRecipe);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ETHREAD') throw error;
    return renderHere(template);
  }
}
