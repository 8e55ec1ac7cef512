// The rows of a bulk send's file: its header read whatever the spreadsheet called the columns, each row
// checked as the customer forms check it, with every problem in words the dealer can act on.
import { z } from 'zod';
import { BULK_SEND_MAX_BYTES, BULK_SEND_MAX_ROWS } from '../../../shared/api/bulk-sends.ts';
import { normaliseRegistration } from '../../../shared/customers/uk-formats.ts';
import { stripBidiControls } from '../../../shared/text-safety.ts';
import { AppError } from '../../lib/app-error.ts';
import { CSV_MAX_ROWS_COUNTED, type CsvRecord, decodeCsv, parseCsv } from './csv.ts';

export type CheckedRow = {
  line: number;
  name: string;
  email: string;
  phone: string;
  registration: string;
  problems: string[];
};

type Column = 'name' | 'firstName' | 'lastName' | 'email' | 'phone' | 'registration';

// Header words as spreadsheets and dealer systems write them, compared without case, spaces or punctuation.
const HEADERS: Record<string, Column> = {
  name: 'name',
  fullname: 'name',
  customer: 'name',
  customername: 'name',
  firstname: 'firstName',
  forename: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  customeremail: 'email',
  phone: 'phone',
  phonenumber: 'phone',
  telephone: 'phone',
  tel: 'phone',
  mobile: 'phone',
  mobilenumber: 'phone',
  mobilephone: 'phone',
  contactnumber: 'phone',
  registration: 'registration',
  reg: 'registration',
  regno: 'registration',
  regnumber: 'registration',
  registrationnumber: 'registration',
  vehicleregistration: 'registration',
  vehiclereg: 'registration',
  vrm: 'registration',
  numberplate: 'registration',
};

const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

export type Header = { columns: Partial<Record<Column, number>>; ignored: string[] };

/** Which column is which; 400 when the first line names no name or e-mail column. */
export function readHeader(record: CsvRecord | undefined): Header {
  const columns: Partial<Record<Column, number>> = {};
  const ignored: string[] = [];
  for (const [index, cell] of (record?.fields ?? []).entries()) {
    const column = HEADERS[headerKey(cell)];
    if (column && columns[column] === undefined) columns[column] = index;
    else if (cell.trim()) ignored.push(cell.trim());
  }
  const missing = [
    columns.name === undefined && (columns.firstName === undefined || columns.lastName === undefined)
      ? 'name'
      : null,
    columns.email === undefined ? 'e-mail' : null,
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new AppError(
      400,
      `The first line must name the columns: name, e-mail, phone, registration. No ${missing.join(' or ')} column was found${record ? ` (the first line reads “${record.fields.join(', ').slice(0, 120)}”)` : ' (the file is empty)'}.`,
      { code: 'BAD_CSV' },
    );
  }
  return { columns, ignored };
}

const emailSchema = z.email();

/** A UK number a customer can be called on: a landline or a mobile, national or +44 form. */
export function isUkPhone(typed: string): boolean {
  const compact = typed.replace(/\(0\)/g, '').replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return false;
  const national = compact.startsWith('+44')
    ? `0${compact.slice(3)}`
    : compact.startsWith('0044')
      ? `0${compact.slice(4)}`
      : compact;
  // 11 digits (07 mobiles, 02 and 03 always); a few 01 areas and 08 numbers have 10.
  return /^(0[235789]\d{9}|0[18]\d{8,9})$/.test(national);
}

const clean = (value: string | undefined) => stripBidiControls(value ?? '').trim();

/** Each data row checked; 400 when there are none, or more than a bulk send takes. */
export function checkRows(records: CsvRecord[], header: Header): CheckedRow[] {
  const data = records.slice(1);
  if (data.length === 0) {
    throw new AppError(400, 'The file has a header line but no customers under it.', { code: 'NO_ROWS' });
  }
  if (data.length > BULK_SEND_MAX_ROWS) {
    // parseCsv stops one row past what it counts.
    const rows =
      data.length > CSV_MAX_ROWS_COUNTED
        ? `more than ${CSV_MAX_ROWS_COUNTED.toLocaleString('en-GB')}`
        : String(data.length);
    throw new AppError(
      400,
      `The file has ${rows} rows; a bulk send takes at most ${BULK_SEND_MAX_ROWS}. Split it into smaller files.`,
      { code: 'TOO_MANY_ROWS' },
    );
  }
  const { columns } = header;
  const firstLineOf = new Map<string, number>();
  return data.map(({ line, fields }) => {
    const at = (column: Column) => clean(columns[column] === undefined ? '' : fields[columns[column]!]);
    const name = at('name') || [at('firstName'), at('lastName')].filter(Boolean).join(' ');
    const email = at('email').toLowerCase();
    const phone = at('phone');
    const typedRegistration = at('registration');
    const registration = typedRegistration ? (normaliseRegistration(typedRegistration) ?? '') : '';
    const problems: string[] = [];
    if (!name) problems.push('Name is missing');
    else if (name.length > 200) problems.push('Name is longer than 200 characters');
    if (!email) problems.push('E-mail is missing');
    else if (email.length > 254 || !emailSchema.safeParse(email).success)
      problems.push(`“${email.slice(0, 80)}” is not a valid e-mail address`);
    if (phone && (phone.length > 40 || !isUkPhone(phone)))
      problems.push(`“${phone.slice(0, 40)}” is not a UK phone number`);
    if (typedRegistration && !registration)
      problems.push(`“${typedRegistration.slice(0, 20)}” is not a UK registration`);
    const earlier = email ? firstLineOf.get(email) : undefined;
    if (earlier !== undefined) problems.push(`Duplicate: the same e-mail as line ${earlier}`);
    else if (email) firstLineOf.set(email, line);
    return {
      line,
      name: name.slice(0, 200),
      email: email.slice(0, 254),
      phone: phone.slice(0, 40),
      registration: registration || typedRegistration.slice(0, 20),
      problems,
    };
  });
}

/**
 * The whole reading of an uploaded customer list: text, records, header, checked rows. Run in the CSV
 * worker (csv-in-worker.ts), never on the event loop; the size is checked again here so the worker holds
 * its own limit whoever calls it.
 */
export function readCustomerList(bytes: Uint8Array): { ignored: string[]; rows: CheckedRow[] } {
  if (bytes.length > BULK_SEND_MAX_BYTES) {
    throw new AppError(413, 'The file is over 1 MB. Split it into smaller files.', { code: 'TOO_LARGE' });
  }
  const records = parseCsv(decodeCsv(bytes));
  const header = readHeader(records[0]);
  return { ignored: header.ignored, rows: checkRows(records, header) };
}
