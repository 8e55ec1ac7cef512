// Prints HTML pages to PDF with Firefox ESR's own printing, driven headless through the WebDriver BiDi
// remote protocol (session.new, browsingContext.navigate, browsingContext.print). Node 20 --experimental-websocket.
// usage: node --experimental-websocket ffprint18.mjs in1.html out1.pdf [in2.html out2.pdf ...]
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const port = 9318;
const profile = '/tmp/gen18/ffprofile';
rmSync(profile, { recursive: true, force: true });
mkdirSync(profile, { recursive: true });
// no colour management of CSS colours, so a tag colour stays exact; no print headers or footers
writeFileSync(`${profile}/user.js`, [
  'user_pref("gfx.color_management.mode", 0);',
  'user_pref("print.print_headerleft", "");', 'user_pref("print.print_headercenter", "");', 'user_pref("print.print_headerright", "");',
  'user_pref("print.print_footerleft", "");', 'user_pref("print.print_footercenter", "");', 'user_pref("print.print_footerright", "");',
].join('\n'));
const ff = spawn('firefox-esr', ['--headless', '--no-remote', '--profile', profile, `--remote-debugging-port=${port}`], { stdio: ['ignore', 'ignore', 'pipe'] });
let ready;
const up = new Promise((r) => (ready = r));
ff.stderr.on('data', (d) => { if (String(d).includes('WebDriver BiDi listening')) ready(); });
await up;
const ws = new WebSocket(`ws://127.0.0.1:${port}/session`);
await new Promise((r, j) => { ws.onopen = r; ws.onerror = j; });
let id = 0;
const waiting = new Map();
ws.onmessage = (e) => {
  const m = JSON.parse(e.data);
  if (m.id && waiting.has(m.id)) { const w = waiting.get(m.id); waiting.delete(m.id); m.type === 'error' ? w.j(new Error(m.error + ': ' + m.message)) : w.r(m.result); }
};
const send = (method, params) => new Promise((r, j) => { id += 1; waiting.set(id, { r, j }); ws.send(JSON.stringify({ id, method, params })); });
await send('session.new', { capabilities: {} });
const tree = await send('browsingContext.getTree', {});
const context = tree.contexts[0].context;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 2) {
  await send('browsingContext.navigate', { context, url: 'file://' + resolve(args[i]), wait: 'complete' });
  const res = await send('browsingContext.print', {
    context, background: true, orientation: 'portrait', shrinkToFit: false, scale: 1,
    margin: { top: 0, bottom: 0, left: 0, right: 0 }, page: { width: 21.0, height: 29.7 },
  });
  writeFileSync(args[i + 1], Buffer.from(res.data, 'base64'));
  console.log('printed', args[i + 1]);
}
await send('session.end', {}).catch(() => {});
ws.close();
ff.kill('SIGTERM');
