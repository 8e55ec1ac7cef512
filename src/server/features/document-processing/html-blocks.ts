// mammoth's HTML for a Word document, reduced to what a plain typeset rendition needs: headings,
// paragraphs and table rows. mammoth writes a small, regular subset of HTML, so a tokenizer is enough.

export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string; bold: boolean }
  | { kind: 'row'; cells: string[] };

const TOKEN = /<(\/?)([a-zA-Z0-9]+)[^>]*>|([^<]+)/g;

export function htmlToBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  let text = '';
  let boldChars = 0;
  let tableDepth = 0;
  let cells: string[] = [];
  let cell: string[] = [];
  let listDepth = 0;

  const flush = (tag: string) => {
    const value = text.replace(/\s+/g, ' ').trim();
    const bold = value.length > 0 && boldChars >= value.replace(/\s/g, '').length;
    text = '';
    boldChars = 0;
    if (!value) return;
    if (tableDepth > 0) cell.push(value);
    else if (/^h[1-6]$/.test(tag)) blocks.push({ kind: 'heading', level: Number(tag[1]), text: value });
    else blocks.push({ kind: 'paragraph', text: listDepth > 0 ? `• ${value}` : value, bold });
  };

  let bold = 0;
  for (const match of html.matchAll(TOKEN)) {
    const [, closing, rawTag, content] = match;
    if (content !== undefined) {
      const decoded = decodeEntities(content);
      text += decoded;
      if (bold > 0) boldChars += decoded.replace(/\s/g, '').length;
      continue;
    }
    const tag = rawTag!.toLowerCase();
    if (tag === 'strong' || tag === 'b') bold += closing ? -1 : 1;
    else if (tag === 'br') text += ' ';
    else if (tag === 'ul' || tag === 'ol') listDepth += closing ? -1 : 1;
    else if (tag === 'table') {
      if (closing) tableDepth = Math.max(0, tableDepth - 1);
      else {
        flush('p');
        tableDepth += 1;
      }
    } else if (tag === 'tr' && closing && tableDepth === 1) {
      if (cells.some((c) => c.length > 0)) blocks.push({ kind: 'row', cells });
      cells = [];
    } else if ((tag === 'td' || tag === 'th') && closing && tableDepth === 1) {
      flush('p');
      cells.push(cell.join('\n'));
      cell = [];
    } else if (closing && /^(?:p|h[1-6]|li)$/.test(tag)) flush(tag);
  }
  flush('p');
  return blocks;
}

/**
 * Plain text as blocks: the .doc route and the last resort. Tabs separate table cells (that is
 * how word-extractor writes a table row, ending it with a tab) or tab-aligned columns.
 */
export function textToBlocks(text: string): Block[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line): Block => {
      if (!line.includes('\t'))
        return { kind: 'paragraph', text: line.replace(/\s+/g, ' ').trim(), bold: false };
      const cells = line
        .replace(/\t$/, '')
        .split('\t')
        .map((c) => c.replace(/\s+/g, ' ').trim());
      return { kind: 'row', cells };
    });
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos|nbsp);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }[lower] ?? '';
  });
}
