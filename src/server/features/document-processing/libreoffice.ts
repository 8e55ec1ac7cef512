// Word → PDF with LibreOffice, headless. Each conversion gets its own temporary folder and its own
// LibreOffice profile: two conversions sharing a profile block or crash each other.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const CONVERSION_TIMEOUT_MS = 60_000;

let sofficePath: string | null | undefined;

/** The `soffice` executable on the PATH, or null; looked up once per process. */
export function findSoffice(): string | null {
  if (sofficePath !== undefined) return sofficePath;
  sofficePath = null;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'soffice');
    try {
      accessSync(candidate, constants.X_OK);
      sofficePath = candidate;
      break;
    } catch {
      // not in this directory
    }
  }
  return sofficePath;
}

/**
 * The PDF LibreOffice makes of `bytes`. Throws if it fails or takes longer than `timeoutMs`; the
 * whole process group is killed then, because soffice runs its real work in a child process.
 */
export async function convertWithLibreOffice(
  soffice: string,
  bytes: Uint8Array,
  extension: 'docx' | 'doc',
  timeoutMs = CONVERSION_TIMEOUT_MS,
): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docs2sign-convert-'));
  try {
    // A fixed name: the uploader's file name never reaches a command line or a path.
    const input = path.join(dir, `document.${extension}`);
    await writeFile(input, bytes);
    await run(
      soffice,
      [
        `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
        '--headless',
        '--invisible',
        '--norestore',
        '--nologo',
        '--nodefault',
        '--nolockcheck',
        '--convert-to',
        'pdf',
        '--outdir',
        path.join(dir, 'out'),
        input,
      ],
      timeoutMs,
      dir,
    );
    return new Uint8Array(await readFile(path.join(dir, 'out', 'document.pdf')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[], timeoutMs: number, home: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      detached: true, // its own process group, so a timeout can kill soffice.bin too
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, HOME: home }, // nothing it writes outlives the conversion
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      killGroup(child.pid);
      reject(new Error(`LibreOffice took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`LibreOffice exited with code ${code}: ${stderr.trim()}`));
    });
  });
}

function killGroup(pid: number | undefined) {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
