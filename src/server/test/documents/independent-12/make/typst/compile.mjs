// Compiles every /tmp/gen12/typ/*.typ with the Typst compiler of @myriaddreamin/typst-ts-node-compiler.
// Usage: node compile.mjs OUTDIR [SRCDIR]   (run from a folder where the package is installed, e.g. /tmp/gen12)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(`${process.cwd()}/`);
const { NodeCompiler } = require('@myriaddreamin/typst-ts-node-compiler');
const src = process.argv[3] ?? '/tmp/gen12/typ';
const out = process.argv[2] ?? '/tmp/gen12/out';
const compiler = NodeCompiler.create({ workspace: src });
for (const f of readdirSync(src).filter((f) => f.endsWith('.typ'))) {
  const doc = compiler.compile({ mainFileContent: readFileSync(`${src}/${f}`, 'utf8') });
  if (!doc.result) {
    console.error(f, JSON.stringify(doc.takeDiagnostics?.() ?? doc, null, 1).slice(0, 2000));
    process.exitCode = 1;
    continue;
  }
  writeFileSync(`${out}/${f.replace(/\.typ$/, '')}`, compiler.pdf(doc.result));
  compiler.evictCache(10);
  console.log('wrote', f.replace(/\.typ$/, ''));
}
