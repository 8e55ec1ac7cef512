// Files of the client build the server reads itself (page templates, server renderers), read again when a
// build replaces them while the server runs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** A text file of the build, or null while it does not exist. */
export function builtText(file: string): () => string | null {
  let cached = { mtimeMs: -1, text: '' };
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, text: readFileSync(file, 'utf8') };
    return cached.text;
  };
}

/** A JavaScript module of the build (a server renderer), or null while it does not exist. */
export function builtModule<T>(file: string): () => Promise<T> | null {
  let cached: { mtimeMs: number; module: Promise<T> } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    // A new build is a new module: the address changes with the file's time, so `import` loads it.
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, module: import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<T> };
    }
    return cached.module;
  };
}

/** `template` with the element `<div id="root">…</div>` holding `markup`, and `after` just behind it. */
export const withRoot = (template: string, markup: string, after = '') =>
  template.replace(/<div id="root">[\s\S]*?<\/div>/, () => `<div id="root">${markup}</div>${after}`);
