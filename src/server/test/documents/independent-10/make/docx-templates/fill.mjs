// Fills a Word template (made by ../build_docx.py) with docx-templates: node fill.mjs <template.docx> <data.json> <out.docx>
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const home = process.env.SET10_TOOLS ?? '/tmp/set10-tools';
const require = createRequire(path.join(home, 'node_modules', 'x.js'));
const { createReport } = require('docx-templates');
const [template, data, out] = process.argv.slice(2);
const report = await createReport({
  template: readFileSync(template),
  data: JSON.parse(readFileSync(data, 'utf8')),
  cmdDelimiter: ['{{', '}}'],
  processLineBreaks: true,
});
writeFileSync(out, report);
