import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { CSV_MAX_ROWS_COUNTED, decodeCsv, parseCsv } from './csv.ts';
import { checkRows, isUkPhone, readHeader } from './rows.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError)
      return { status: error.statusCode, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('reading a CSV', () => {
  it('quoted fields keep commas, quotes and line breaks; CRLF, LF and CR all end a record', () => {
    const text =
      'name,email\r\n"Shah, Priya","priya@example.co.uk"\r\n"Line one\r\nline two","a ""quoted"" word"\nx,y\rlast,row';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['name', 'email'] },
      { line: 2, fields: ['Shah, Priya', 'priya@example.co.uk'] },
      { line: 3, fields: ['Line one\r\nline two', 'a "quoted" word'] },
      { line: 5, fields: ['x', 'y'] },
      { line: 6, fields: ['last', 'row'] },
    ]);
  });

  it('skips blank lines, keeps empty fields, and reads a semicolon file', () => {
    expect(parseCsv('a;b\n\n1;\n;;\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['1', ''] },
    ]);
  });

  it('a quote never closed is refused with its line', () => {
    expect(refusal(() => parseCsv('name,email\nok,ok@x.uk\n"broken,a@b.uk\n'))).toMatchObject({
      status: 400,
      message: expect.stringContaining('Line 3'),
    });
  });

  it('csv-parse reads as the hand-written parser did: BOM, quoted commas and separators, CRLF and newlines in cells, spaces around quotes', () => {
    expect(parseCsv('\ufeffname,email\r\n  "Shah, Priya" ,p@example.co.uk\r\n')).toEqual([
      { line: 1, fields: ['name', 'email'] },
      { line: 2, fields: ['Shah, Priya', 'p@example.co.uk'] },
    ]);
    // A semicolon file with a semicolon and a line break inside quotes; a tab file.
    expect(parseCsv('name;email\n"Line\none; two";a@b.uk\nnext;c@d.uk')).toEqual([
      { line: 1, fields: ['name', 'email'] },
      { line: 2, fields: ['Line\none; two', 'a@b.uk'] },
      { line: 4, fields: ['next', 'c@d.uk'] },
    ]);
    expect(parseCsv('name\temail\nPriya Shah\tp@example.co.uk')[1]!.fields).toEqual([
      'Priya Shah',
      'p@example.co.uk',
    ]);
    // Each record's line counts a CRLF inside a cell once, and blank lines between records.
    expect(parseCsv('a\r\n"x\r\n\r\ny"\r\n\r\n\r\nb\r\n"c\rd",e').map((r) => r.line)).toEqual([1, 2, 7, 8]);
    // A quote inside an unquoted cell is text; a quoted cell keeps its spaces.
    expect(parseCsv('n,e\nab"c"d, " padded "')[1]!.fields).toEqual(['ab"c"d', ' padded ']);
  });

  it('refuses with the line: a cell longer than a spreadsheet holds, text after a closing quote, an unclosed quote after multi-line cells', () => {
    expect(refusal(() => parseCsv(`name,email\nok,a@b.uk\nx${'"'.repeat(40_000)},a@b.uk`))).toEqual({
      status: 400,
      code: 'BAD_CSV',
      message:
        'Line 3: a cell holds more than 32,767 characters, more than a spreadsheet cell can, so the file cannot be read. Check that every quote in it is closed.',
    });
    expect(refusal(() => parseCsv('name,email\n"Shah" Priya,a@b.uk'))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Line 2: text follows a closing quote/),
    });
    expect(
      refusal(() => parseCsv('name,email\r\n"two\r\nlines",a@b.uk\r\n\r\nok,c@d.uk\r\n  "broken,e@f.uk\r\n')),
    ).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Line 6: a quoted field is never closed/),
    });
  });

  it('reads in time that grows with the file, whatever its quotes (1 MB in well under a second)', () => {
    const files = [
      `name,email\nx${'"'.repeat(1_000_000)},a@b.uk`,
      `name,email\n"${'""'.repeat(500_000)}",a@b.uk`,
      `name,email\n${'"a"b,'.repeat(200_000)}`,
    ];
    for (const text of files) {
      const started = performance.now();
      expect(refusal(() => parseCsv(text)).status).toBe(400);
      // The hand-written parser took 158 s over the first; a linear reading takes tens of milliseconds.
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });

  it('UTF-8 with or without BOM, and Windows-1252 as Excel writes it', () => {
    expect(decodeCsv(bytes('\ufeffname\nZoë'))).toBe('name\nZoë');
    expect(decodeCsv(bytes('name\nZoë'))).toBe('name\nZoë');
    expect(decodeCsv(Uint8Array.from([0x5a, 0x6f, 0xeb]))).toBe('Zoë');
  });

  it('refuses a workbook, a PDF, UTF-16 and control characters with what to do', () => {
    expect(refusal(() => decodeCsv(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2])))).toMatchObject({
      status: 415,
      message: expect.stringMatching(/Excel workbook.*Save As/),
    });
    expect(refusal(() => decodeCsv(bytes('%PDF-1.7')))).toMatchObject({ status: 415 });
    expect(refusal(() => decodeCsv(Uint8Array.from([0xff, 0xfe, 0x6e, 0x00])))).toMatchObject({
      status: 415,
    });
    expect(refusal(() => decodeCsv(bytes('name\u0007')))).toMatchObject({ status: 415 });
  });
});

describe('the rows', () => {
  const rows = (text: string) => {
    const records = parseCsv(text);
    return checkRows(records, readHeader(records[0]));
  };

  it('reads header variants and says what each row lacks in plain words', () => {
    const checked = rows(
      [
        'Full Name,E-mail Address,Mobile,Reg No,Notes',
        'Priya Shah,Priya@Example.co.uk,07700 900123,ab12 cde,x',
        ',nobody@example.co.uk,,,',
        'Bad Mail,not-an-email,,,',
        'Bad Phone,phone@example.co.uk,12345,,',
        'Bad Reg,reg@example.co.uk,+44 121 496 0000,NOT A REG,',
        'Again,priya@example.co.uk,,,',
      ].join('\n'),
    );
    expect(checked.map((r) => [r.line, r.problems])).toEqual([
      [2, []],
      [3, ['Name is missing']],
      [4, ['“not-an-email” is not a valid e-mail address']],
      [5, ['“12345” is not a UK phone number']],
      [6, ['“NOT A REG” is not a UK registration']],
      [7, ['Duplicate: the same e-mail as line 2']],
    ]);
    expect(checked[0]).toMatchObject({ email: 'priya@example.co.uk', registration: 'AB12CDE' });
    expect(readHeader(parseCsv('First name,Surname,Email,Notes')[0])).toEqual({
      columns: { firstName: 0, lastName: 1, email: 2 },
      ignored: ['Notes'],
    });
    expect(rows('First name,Surname,Email\nPriya,Shah,p@example.co.uk')[0]!.name).toBe('Priya Shah');
  });

  it('refuses a file without the columns, without rows, or over 500 rows', () => {
    expect(refusal(() => rows('Priya Shah,priya@example.co.uk'))).toMatchObject({
      status: 400,
      message: expect.stringContaining('No name or e-mail column'),
    });
    expect(refusal(() => rows('name,email\n'))).toMatchObject({ status: 400, code: 'NO_ROWS' });
    const many = ['name,email', ...Array.from({ length: 501 }, (_, i) => `C ${i},c${i}@example.co.uk`)];
    expect(refusal(() => rows(many.join('\n')))).toMatchObject({
      status: 400,
      message: 'The file has 501 rows; a bulk send takes at most 500. Split it into smaller files.',
    });
    // Counting stops past 2,000 rows, whose column counts (one here, two in the header) csv-parse checks one by one.
    const huge = `name,email\n${'a\n'.repeat(100_000)}`;
    expect(parseCsv(huge)).toHaveLength(CSV_MAX_ROWS_COUNTED + 2);
    expect(refusal(() => rows(huge))).toMatchObject({
      status: 400,
      message:
        'The file has more than 2,000 rows; a bulk send takes at most 500. Split it into smaller files.',
    });
  });

  it('UK phone numbers: landlines and mobiles, national or +44', () => {
    for (const ok of [
      '07700 900123',
      '+44 7700 900123',
      '0121 496 0000',
      '020 7946 0000',
      '+44 (0)121 4960000',
    ])
      expect(isUkPhone(ok), ok).toBe(true);
    for (const bad of ['12345', '+1 415 555 0100', '07700 90012', 'call me', '0044'])
      expect(isUkPhone(bad), bad).toBe(false);
  });
});
