// Fills one Word template (written by build_docx.py) with easy-template-x's TemplateHandler: {tags} for values,
// {#loop}...{/loop} repeating a table row or paragraphs. Usage: node fill.mjs TEMPLATE.docx DATA.json OUT.docx
// (easy-template-x is installed outside the project: SET11_TOOLS/node_modules).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(`${process.env.SET11_TOOLS}/node_modules/`);
const { TemplateHandler } = require('easy-template-x');
const [tpl, data, out] = process.argv.slice(2);
const handler = new TemplateHandler();
const doc = await handler.process(readFileSync(tpl), JSON.parse(readFileSync(data, 'utf8')));
writeFileSync(out, doc);
