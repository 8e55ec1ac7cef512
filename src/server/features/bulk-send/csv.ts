// Reading a dealer's spreadsheet export: RFC 4180 CSV as Excel, Numbers and Google Sheets write it (quoted
// fields holding commas, quotes and line breaks; CRLF, LF or CR line ends; UTF-8 with or without its BOM,
// else Windows-1252, which is what Excel's plain "CSV" still writes on a UK Windows machine). A binary file
// (a workbook, a PDF, an image) is refused with words that say what to do instead.
import { CsvError, type Options, parse } from 'csv-parse/sync';
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

/**
 * The separator the first line uses outside quotes: a comma, else a semicolon or tab (European exports).
 * One pass up to the first line end outside quotes, so its time grows with that line and no more.
 */
function separatorOf(text: string): ',' | ';' | '\t' {
  let commas = 0;
  let semicolons = 0;
  let tabs = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (ch === '\n' || ch === '\r') break;
    else if (ch === ',') commas++;
    else if (ch === ';') semicolons++;
    else if (ch === '\t') tabs++;
  }
  if (commas > 0) return ',';
  if (semicolons > 0) return ';';
  return tabs > 0 ? '\t' : ',';
}

/** The most characters one cell may hold: a spreadsheet's own cell limit (Excel's is 32,767). */
export const CSV_MAX_FIELD_CHARS = 32_767;
/**
 * Rows counted at most: past this the file is plainly not one bulk send and reading stops. csv-parse makes
 * an error object for every row whose column count differs from the header's (about 25 µs each), so half
 * a million ragged rows (a 1 MB file of "a" lines) would take seconds of the reading thread; 2,000 take 50 ms.
 */
export const CSV_MAX_ROWS_COUNTED = 2_000;

const badCsv = (message: string) => new AppError(400, message, { code: 'BAD_CSV' });

// Lines are counted here, not by csv-parse, whose count takes a CRLF inside a quoted cell for two lines.
/** Whether the byte at `i` ends a line: LF, or CR not followed by LF (so CRLF is one line end). */
const endsLine = (bytes: Buffer, i: number) =>
  bytes[i] === 0x0a || (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a);

/** Line ends inside a record's quoted cells: the record started this many lines before it ended. */
function lineBreaksIn(fields: string[]): number {
  let breaks = 0;
  for (const field of fields) {
    for (let i = 0; i < field.length; i++) {
      const code = field.charCodeAt(i);
      if (code === 0x0a || (code === 0x0d && field.charCodeAt(i + 1) !== 0x0a)) breaks++;
    }
  }
  return breaks;
}

/** The line a byte offset is on (1-based). */
function lineAt(bytes: Buffer, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < bytes.length; i++) if (endsLine(bytes, i)) line++;
  return line;
}

/** csv-parse's refusal in the words the dealer reads, naming the line. */
function refusalOf(error: unknown, bytes: Buffer): unknown {
  if (error instanceof AppError || !(error instanceof CsvError)) return error;
  const at = error as CsvError & { bytes?: number; lines?: number };
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
    // `bytes` is where the last cell before it ended: the quote that opened the rest is the next one.
    const opened = bytes.indexOf(0x22, at.bytes ?? 0);
    return badCsv(
      `Line ${lineAt(bytes, opened < 0 ? bytes.length : opened)}: a quoted field is never closed (a " is missing), so the file cannot be read.`,
    );
  }
  // `bytes` is where the cell being read began (just before it): its line is the one to look at.
  const line = lineAt(bytes, (at.bytes ?? 0) + 1);
  if (error.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE') {
    return badCsv(
      `Line ${line}: text follows a closing quote in the same cell ("…"x), so the file cannot be read. Put the whole cell in quotes, or remove the quotes.`,
    );
  }
  return badCsv(`Line ${line}: the file cannot be read as CSV (${error.message}).`);
}

/**
 * Every record with the line it starts on (1-based). Blank lines are skipped. A quote opens a field only at
 * its start (spaces before it are dropped); elsewhere it is text. A quote that opens a field and is never
 * closed is refused (400) naming the line, since everything after it would be one field; so is a cell over
 * CSV_MAX_FIELD_CHARS. Reading stops after CSV_MAX_ROWS_COUNTED rows. csv-parse reads each byte once, so the
 * time grows with the file's length whatever its quotes (the parser this replaced trimmed the growing field
 * at every quote: a cell of 200,000 quotes held the server for seconds).
 */
export function parseCsv(text: string): CsvRecord[] {
  const bytes = Buffer.from(text);
  // How far line ends have been counted: each record's end is reached from the last one's, once.
  let counted = 0;
  let countedLine = 1;
  const options: Options<CsvRecord, string[]> = {
    delimiter: separatorOf(text),
    // Any of the three line ends, mixed in one file as spreadsheets and hand edits leave them.
    record_delimiter: ['\r\n', '\n', '\r'],
    bom: true,
    ltrim: true,
    rtrim: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_records_with_empty_values: true,
    // The header and one row more than are counted: enough to say "more than".
    to: CSV_MAX_ROWS_COUNTED + 2,
    on_record: (fields: string[], info): CsvRecord => {
      // info.bytes is the end of the record, after its line end if it has one.
      const end = info.bytes;
      for (; counted < end; counted++) if (endsLine(bytes, counted)) countedLine++;
      const ended = end > 0 && (bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d);
      const line = (ended ? countedLine - 1 : countedLine) - lineBreaksIn(fields);
      if (fields.some((field) => field.length > CSV_MAX_FIELD_CHARS)) {
        throw badCsv(
          `Line ${line}: a cell holds more than ${CSV_MAX_FIELD_CHARS.toLocaleString('en-GB')} characters, more than a spreadsheet cell can, so the file cannot be read. Check that every quote in it is closed.`,
        );
      }
      return { line, fields };
    },
  };
  try {
    // csv-parse's types tie a record-changing on_record to `columns`; without columns it passes each
    // record's array of cells, and on_record's answer is what the list holds.
    return parse(bytes, options as unknown as Options) as unknown as CsvRecord[];
  } catch (error) {
    throw refusalOf(error, bytes);
  }
}
