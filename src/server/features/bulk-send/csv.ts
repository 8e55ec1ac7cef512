// Reading a dealer's spreadsheet export: RFC 4180 CSV as Excel, Numbers and Google Sheets write it (quoted
// fields holding commas, quotes and line breaks; CRLF, LF or CR line ends; UTF-8 with or without its BOM,
// else Windows-1252, which is what Excel's plain "CSV" still writes on a UK Windows machine). A binary file
// (a workbook, a PDF, an image) is refused with words that say what to do instead.
import { AppError } from '../../lib/app-error.ts';

export type CsvRecord = { line: number; fields: string[] };

const notCsv = (message: string) => new AppError(415, message, { code: 'NOT_CSV' });

/** What a file that is not text looks like, by its first bytes. */
function binaryKind(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'an Excel workbook or another zipped file';
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) return 'an old Excel workbook (.xls)';
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'a PDF';
  if (starts(0x89, 0x50, 0x4e, 0x47) || starts(0xff, 0xd8, 0xff)) return 'an image';
  return null;
}

/** The file as text: refuses anything binary, reads UTF-8 (BOM dropped) or else Windows-1252. */
export function decodeCsv(bytes: Uint8Array): string {
  const kind = binaryKind(bytes);
  const saveAs = 'In your spreadsheet choose Save As (or Download) → CSV, and upload that file.';
  if (kind) throw notCsv(`This file is ${kind}, not a CSV. ${saveAs}`);
  // UTF-16 (Excel's "Unicode text") carries NUL bytes; so does anything else binary.
  if (bytes.includes(0)) throw notCsv(`This file is not a CSV (it holds binary data). ${saveAs}`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  // Control characters other than tab and line ends do not occur in a spreadsheet's text.
  if (hasControlCharacters(text)) {
    throw notCsv(`This file is not a CSV (it holds control characters). ${saveAs}`);
  }
  return text;
}

function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** The separator the first line uses outside quotes: a comma, else a semicolon or tab (European exports). */
function separatorOf(text: string): string {
  let counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts = { ...counts, [ch]: counts[ch as ','] + 1 };
  }
  if (counts[','] > 0) return ',';
  if (counts[';'] > 0) return ';';
  return counts['\t'] > 0 ? '\t' : ',';
}

/**
 * Every record with the line it starts on (1-based). Blank lines are skipped. A quote that opens a field and
 * is never closed is refused (400) naming the line, since everything after it would be one field.
 */
export function parseCsv(text: string): CsvRecord[] {
  const separator = separatorOf(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  let i = 0;
  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (fields.some((f) => f.trim() !== '')) records.push({ line: recordLine, fields });
    fields = [];
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
        field += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      // A quote opens a field only at its start (spaces before it are dropped); elsewhere it is text.
      field = '';
      quoted = true;
      quoteLine = line;
    } else if (ch === separator) {
      endField();
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += ch;
    }
    i++;
  }
  if (quoted) {
    throw new AppError(
      400,
      `Line ${quoteLine}: a quoted field is never closed (a " is missing), so the file cannot be read.`,
      { code: 'BAD_CSV' },
    );
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
