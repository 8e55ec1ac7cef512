// The programs that read pixels: poppler's pdftoppm draws a page as a greyscale picture and Debian's
// tesseract (with its English traineddata, installed with the system, never fetched at run time) reads
// the words on it. Each runs as a child process of the reading worker, one at a time per worker, on
// one thread, at a lower priority than the server, and is killed when it overruns its time.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';

/**
 * Below the event loop (0): the answers to dealers and customers come first on a busy machine. OCR_NICE
 * (checked at start-up in config.ts) changes it: the tests set 0, since beside their many processes a
 * nice-10 tesseract got a twentieth of a core and ran out of its time.
 */
const OCR_NICE = Number(process.env.OCR_NICE ?? 10);
/** hOCR of a dense page is a few hundred KB; more is not a page. */
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

const found = new Map<string, string | null>();

/** `name` on the PATH, or null; looked up once per thread. */
export function findProgram(name: string): string | null {
  const known = found.get(name);
  if (known !== undefined) return known;
  let at: string | null = null;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    try {
      accessSync(path.join(dir, name), constants.X_OK);
      at = path.join(dir, name);
      break;
    } catch {
      // not in this directory
    }
  }
  found.set(name, at);
  return at;
}

/** Runs `command`, answering its standard output; throws when it fails or takes over `timeoutMs`. */
export function runProgram(command: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      // One thread: tesseract's OpenMP would otherwise take every core from the server.
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    try {
      if (child.pid && OCR_NICE > 0) setPriority(child.pid, OCR_NICE);
    } catch {
      // not allowed here: it runs at the worker's priority
    }
    const out: Buffer[] = [];
    let size = 0;
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT_BYTES) child.kill('SIGKILL');
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else
        reject(
          new Error(
            signal
              ? `${path.basename(command)} was stopped (${signal}) after ${timeoutMs} ms or ${MAX_OUTPUT_BYTES} bytes`
              : `${path.basename(command)} exited with code ${code}: ${stderr.trim()}`,
          ),
        );
    });
  });
}

/** A word tesseract read, in the picture's pixels (origin top-left). */
export type OcrWord = {
  text: string;
  x0: number;
  x1: number;
  /** The line's baseline under this word. */
  baseline: number;
  /** The line's height from descender to ascender, about its font size. */
  lineHeight: number;
  /** How far the line's baseline drops (pixels down) for each pixel across: a scan fed in askew. */
  slope: number;
  confidence: number;
};

const LINE = /class=['"]ocr_(?:line|header|caption|textfloat)['"][^>]*title=["']([^"']*)["']/y;
const WORD = /class=['"]ocrx_word['"][^>]*title=["']([^"']*)["'][^>]*>([\s\S]*?)<\/span>/y;
const SPAN = /<span\s/g;

/** The words of tesseract's hOCR answer with their lines' baselines. */
export function parseHocr(hocr: string): OcrWord[] {
  const words: OcrWord[] = [];
  let line: { x0: number; y1: number; slope: number; offset: number; size: number } | undefined;
  for (const span of hocr.matchAll(SPAN)) {
    const at = span.index + span[0].length;
    LINE.lastIndex = at;
    const l = LINE.exec(hocr);
    if (l) {
      const [x0 = 0, , , y1 = 0] = numbers(l[1]!, 'bbox');
      const [slope = 0, offset = 0] = numbers(l[1]!, 'baseline');
      const [size = 0] = numbers(l[1]!, 'x_size');
      line = { x0, y1, slope, offset, size };
      continue;
    }
    WORD.lastIndex = at;
    const w = WORD.exec(hocr);
    if (!w || !line) continue;
    const text = unescapeHtml(w[2]!.replace(/<[^>]*>/g, '')).trim();
    if (!text) continue;
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = numbers(w[1]!, 'bbox');
    const [confidence = 0] = numbers(w[1]!, 'x_wconf');
    words.push({
      text,
      x0,
      x1,
      baseline: line.y1 + line.offset + line.slope * (x0 - line.x0),
      lineHeight: line.size || y1 - y0,
      slope: line.slope,
      confidence,
    });
  }
  return words;
}

function numbers(title: string, key: string): number[] {
  const part = title.split(';').find((p) => p.trim().startsWith(`${key} `));
  return part ? part.trim().slice(key.length).trim().split(/\s+/).map(Number) : [];
}

const unescapeHtml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
