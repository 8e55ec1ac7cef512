// Start-up cost of loading the server's modules (reopen under 2 s, idle memory under 350 MB).
//
// Node 24 reads a package's whole "exports" map again for every module file it loads from that package: the
// package-scope lookup behind each file's format spreads the package.json object, which runs its lazy
// JSON.parse of "exports". drizzle-orm's map is 175 KB and about 450 of its files load at start, so a start
// spent about a second and 80 MB of garbage (which the heap keeps as RSS) on it. This hook resolves a package's
// own relative imports ("./sql/sql.js" inside node_modules) itself, with each package.json's "type" read once,
// and hands every other specifier to Node unchanged.
//
// It also turns on Node's compile cache (kept in the system's temp folder, keyed by Node's version and each
// file's contents): a restart reuses the compiled code and the TypeScript already stripped of its types.
import { readFileSync, statSync } from 'node:fs';
import { enableCompileCache, registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A package.json's "type"; 'none' when it gives none (Node then looks at the syntax: left to Node). */
type ModuleFormat = 'module' | 'commonjs' | 'none';

export function speedUpModuleLoading() {
  enableCompileCache();
  // Per folder: the module type its nearest package.json gives ".js" files.
  const folderTypes = new Map<string, ModuleFormat>();

  const typeOfFolder = (folder: string): ModuleFormat => {
    const known = folderTypes.get(folder);
    if (known) return known;
    let type: ModuleFormat;
    const manifest = readManifestType(path.join(folder, 'package.json'));
    if (manifest !== undefined) type = manifest;
    else {
      const parent = path.dirname(folder);
      type = parent === folder ? 'none' : typeOfFolder(parent);
    }
    folderTypes.set(folder, type);
    return type;
  };

  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (
        !(specifier.startsWith('..') || specifier.startsWith('../..')) ||
        !parent?.startsWith('file:') ||
        !parent.includes('/node_modules/') ||
        !context.conditions.includes('import')
      ) {
        return nextResolve(specifier, context);
      }
      const extension = path.extname(specifier);
      if (extension !== '.js' && extension !== '.mjs' && extension !== '.cjs') {
        return nextResolve(specifier, context);
      }
      const url = new URL(specifier, parent);
      const file = fileURLToPath(url);
      // Anything unusual (a missing file, a folder) gets Node's own answer and error.
      if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return nextResolve(specifier, context);
      const format =
        extension === '.mjs'
          ? 'module'
          : extension === '.cjs'
            ? 'commonjs'
            : typeOfFolder(path.dirname(file));
      if (format === 'none') return nextResolve(specifier, context);
      return { url: pathToFileURL(file).href, format, shortCircuit: true };
    },
  });
}

/** The "type" of a package.json that exists, undefined when there is none. */
function readManifestType(file: string): ModuleFormat | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const { type } = JSON.parse(text) as { type?: unknown };
    return type === 'module' || type === 'commonjs' ? type : 'none';
  } catch {
    return 'none';
  }
}
