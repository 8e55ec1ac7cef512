import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserServer, chromium, type Download } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the network chatter this machine refuses turned off. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/**
 * The camera screens' stand-ins: Chromium's fake camera, and "Allow" answered for it as a phone's user would.
 * The run's shared browser carries them (only those journeys ask for a camera).
 */
const CAMERA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/**
 * A browser for a journey. In the test runner, a connection of its own to the run's one Chromium
 * (global-setup.ts), whose contexts and pages close with it: launching and closing a Chromium per file
 * cost about 1.5 s of processor time each. Elsewhere, or with flags the shared one lacks, a Chromium of its own.
 */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const shared = process.env.VITEST_WORKER_ID ? inject('e2eBrowserEndpoint') : undefined;
  if (shared && extraArgs.every((arg) => CAMERA_ARGS.includes(arg))) {
    return chromium.connect(shared, { timeout: 60_000 });
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...ARGS, ...extraArgs] });
}

/** The run's one Chromium, which every journey's browser connects to (launchBrowser). */
export function launchSharedBrowser(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: [...ARGS, ...CAMERA_ARGS] });
}

/**
 * A finished download's bytes. The shared browser keeps its downloads on its own side, where `path()` is
 * refused to a connection: a copy is saved here, read and removed.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'd2s-download-'));
  try {
    const file = path.join(dir, 'download');
    await download.saveAs(file);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
