// Test helper: a PDF written by hand, object by object, as the tests that need exact operators or broken
// bytes write theirs: numbered objects, a cross-reference table with each object's offset, and a trailer.

/**
 * The PDF of `objects` (object 1 the catalogue), each given as its body between "N 0 obj" and "endobj".
 * `info` names the object holding the document information (its Title), when there is one.
 */
export function handWrittenPdf(
  objects: string[],
  options: { version?: string; info?: number } = {},
): Uint8Array {
  let body = `%PDF-${options.version ?? '1.4'}\n`;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  const info = options.info ? ` /Info ${options.info} 0 R` : '';
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${info} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
