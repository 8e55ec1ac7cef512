import { describe, expect, it } from 'vitest';
import { buildDocx, buildZip, storedOrDeflated } from '../../test/zip-builder.ts';
import { detectFileType } from './detect-file-type.ts';

const ascii = (s: string) => new TextEncoder().encode(s);
const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(64).fill(0x20)]);

/** An OLE2 compound file with a root entry and one stream named `stream` in its directory. */
function oleFile(stream: string): Uint8Array {
  const file = new Uint8Array(512 * 3);
  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const entry = (at: number, name: string, type: number) => {
    for (let i = 0; i < name.length; i++) file[at + i * 2] = name.charCodeAt(i);
    new DataView(file.buffer).setUint16(at + 0x40, name.length * 2 + 2, true);
    file[at + 0x42] = type;
  };
  entry(512, 'Root Entry', 5);
  entry(512 + 128, stream, 2);
  return file;
}

describe('detectFileType', () => {
  it('recognises a PDF, even after a little leading junk', () => {
    expect(detectFileType(ascii('%PDF-1.7\n%âãÏÓ\n'))).toEqual({ kind: 'pdf' });
    expect(detectFileType(ascii(`${'x'.repeat(300)}%PDF-1.4\n`))).toEqual({ kind: 'pdf' });
    expect(detectFileType(ascii(`${'x'.repeat(1100)}%PDF-1.4\n`)).kind).toBe('other');
  });

  it('recognises a .docx by the Word part inside the ZIP', () => {
    expect(detectFileType(buildDocx(['Hello']))).toEqual({ kind: 'docx' });
  });

  it('names other ZIPs', () => {
    expect(detectFileType(buildZip([storedOrDeflated('xl/workbook.xml', '<x/>')]))).toEqual({
      kind: 'other',
      description: 'Excel spreadsheet',
    });
    expect(detectFileType(buildZip([storedOrDeflated('photo.jpg', 'x')]))).toEqual({
      kind: 'other',
      description: 'ZIP archive',
    });
  });

  it('recognises a .doc by its WordDocument stream, and names other Office files', () => {
    expect(detectFileType(oleFile('WordDocument'))).toEqual({ kind: 'doc' });
    expect(detectFileType(oleFile('Workbook'))).toEqual({ kind: 'other', description: 'Excel spreadsheet' });
  });

  it.each([
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'PNG image'],
    [bytes(0xff, 0xd8, 0xff, 0xe0), 'JPEG image'],
    [ascii('GIF89a......'), 'GIF image'],
    [ascii('Dear customer,\nplease find attached your invoice.\n'), 'plain text'],
    [ascii('<!DOCTYPE html><html><body>hi</body></html>'), 'web page (HTML)'],
    [ascii('{\\rtf1\\ansi Hello}'), 'Rich Text Format document'],
    [new Uint8Array(), 'empty file'],
    [new Uint8Array([0, 1, 2, 3, 250, 251, 252, 253, 0, 0, 7, 8]), 'unknown binary data'],
  ])('describes %#: %s', (input, description) => {
    expect(detectFileType(input)).toEqual({ kind: 'other', description });
  });
});
