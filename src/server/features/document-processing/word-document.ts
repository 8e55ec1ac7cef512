// A Word upload becomes text (for search and the editor) and a PDF rendition (what the customer
// sees and signs). LibreOffice makes a faithful rendition; without it we typeset the text plainly.
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { DocumentProcessingError } from './errors.ts';
import { type Block, htmlToBlocks, textToBlocks } from './html-blocks.ts';
import { convertWithLibreOffice, findSoffice } from './libreoffice.ts';
import { typesetPdf } from './typeset-pdf.ts';
import { assertSafeZip, damagedWordFile } from './zip-directory.ts';

export type WordRendition = { text: string; pdf: Uint8Array; renderedWith: 'libreoffice' | 'typesetter' };

export async function renderWordDocument(
  bytes: Uint8Array,
  kind: 'docx' | 'doc',
  options: { title?: string; soffice?: string | null } = {},
): Promise<WordRendition> {
  const { text, blocks } = kind === 'docx' ? await readDocx(bytes) : await readDoc(bytes);
  const soffice = options.soffice === undefined ? findSoffice() : options.soffice;
  if (soffice) {
    try {
      return { text, pdf: await convertWithLibreOffice(soffice, bytes, kind), renderedWith: 'libreoffice' };
    } catch {
      // A file LibreOffice chokes on can still be read and signed as plain text.
    }
  }
  if (!text.trim()) {
    throw new DocumentProcessingError(
      'UNREADABLE',
      'This Word document has no text we can read. Save it as a PDF and upload that instead.',
    );
  }
  return { text, pdf: await typesetPdf(await blocks(), options.title), renderedWith: 'typesetter' };
}

async function readDocx(bytes: Uint8Array): Promise<{ text: string; blocks: () => Promise<Block[]> }> {
  assertSafeZip(bytes); // before mammoth inflates anything
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let text: string;
  try {
    text = (await mammoth.extractRawText({ buffer })).value.replace(/\n{3,}/g, '\n\n').trim();
  } catch (error) {
    throw damagedWordFile(error);
  }
  // Only the typesetter needs the document's structure, and only when LibreOffice is missing.
  const blocks = async () => {
    try {
      const html = await mammoth.convertToHtml(
        { buffer },
        // Images are not part of the typeset rendition: do not spend time encoding them.
        { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
      );
      return htmlToBlocks(html.value);
    } catch {
      return textToBlocks(text);
    }
  };
  return { text, blocks };
}

async function readDoc(bytes: Uint8Array): Promise<{ text: string; blocks: () => Promise<Block[]> }> {
  try {
    const document = await new WordExtractor().extract(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    );
    const parts = [
      document.getHeaders({ includeFooters: false }),
      document.getBody(),
      document.getTextboxes(),
    ];
    const text = parts
      .map((p) => p.trim())
      .filter(Boolean)
      .join('\n\n')
      .replace(/\r\n?/g, '\n')
      .replace(/\n{3,}/g, '\n\n');
    return { text, blocks: async () => textToBlocks(text) };
  } catch (error) {
    throw damagedWordFile(error);
  }
}
