// Values typed into a PDF's form fields, which a viewer shows over the page but which are not in the page's
// content: each becomes positioned text where the viewer draws it, beside the label printed for it.
import type { pageGeometry } from '../../../shared/documents/page-geometry.ts';
import type { Box } from './layout.ts';
import type { PositionedText } from './text-lines.ts';

/** A widget annotation as pdf.js describes it: the parts the reading uses. */
export type Annotation = {
  id?: string;
  fieldType?: string;
  multiLine?: boolean;
  defaultAppearanceData?: { fontSize?: number };
  fieldName?: string;
  fieldValue?: unknown;
  rect?: number[];
  hidden?: boolean;
  /** A choice field's options, as pdf.js gives them. */
  options?: { exportValue?: string; displayValue?: string }[];
};

/**
 * Text typed into form fields, which a viewer shows over the page but which is not in the page's
 * content: placed where the field is, one line per line of the value, as the viewer draws it (centred
 * in a one-line field, from the top of a multi-line one). A value in a tall field sits on its label's
 * baseline when a label is printed beside the field, so the reading pairs them as a person does.
 */
export function formFieldText(
  annotations: Annotation[],
  geometry: ReturnType<typeof pageGeometry>,
  printed: PositionedText[],
): PositionedText[] {
  return annotations.flatMap((a) => {
    if (a.hidden || !a.rect) return [];
    const value = shownValue(a);
    if (!value || a.rect.length !== 4) return [];
    const box = fieldBox(a.rect, geometry);
    const lines = value.split(/\r\n|\r|\n/).filter((l) => l.trim());
    const given = a.defaultAppearanceData?.fontSize ?? 0;
    const fitted = (box.height / Math.max(1, lines.length)) * 0.7;
    const size = Math.max(4, Math.min(given > 0 ? given : 10, a.multiLine ? 14 : fitted, 14));
    const leading = size * 1.15;
    // A viewer centres a one-line field's text and starts a multi-line field's at its top.
    const first = a.multiLine
      ? box.y + box.height - 2 - size * 0.8
      : box.y + box.height / 2 + ((lines.length - 1) * leading) / 2 - size * 0.35;
    const shown = lines.map((text, i) => ({
      text: text.trim(),
      x: box.x + 2,
      y: first - i * leading,
      width: Math.min(box.width - 4, text.trim().length * size * 0.5),
      fontSize: size,
      bold: false,
    }));
    return besideItsLabel(shown, box, printed);
  });
}

/** A field's rectangle on the page as shown. */
export function fieldBox(rect: number[], geometry: ReturnType<typeof pageGeometry>): Box {
  const [ax = 0, ay = 0, bx = 0, by = 0] = rect;
  return geometry.boxToView({
    x: Math.min(ax, bx),
    y: Math.min(ay, by),
    width: Math.abs(bx - ax),
    height: Math.abs(by - ay),
  });
}

/** A tall field's text moved so that its first line sits on the baseline of the label printed beside it. */
export function besideItsLabel(
  shown: PositionedText[],
  box: Box,
  printed: PositionedText[],
): PositionedText[] {
  const first = shown.reduce<PositionedText | undefined>(
    (top, p) => (!top || p.y > top.y ? p : top),
    undefined,
  );
  if (!first || box.height <= first.fontSize * 2.2) return shown;
  const label = labelBeside(printed, box);
  if (!label) return shown;
  const shift = label.y - first.y;
  return shown.map((p) => ({ ...p, y: p.y + shift }));
}

export const hasValue = (a: Annotation) => typeof a.fieldValue === 'string' && a.fieldValue.trim() !== '';

/**
 * What a viewer shows in a text field, or in a list or combo box (a title or a lender's form picks the
 * customer's title, a vehicle's make, sometimes the name from a list): its chosen option's display text.
 */
function shownValue(a: Annotation): string {
  if (a.fieldType === 'Tx') return typeof a.fieldValue === 'string' ? a.fieldValue.trim() : '';
  if (a.fieldType !== 'Ch') return '';
  const chosen = (Array.isArray(a.fieldValue) ? a.fieldValue : [a.fieldValue]).filter(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  const display = (v: string) => a.options?.find((o) => o.exportValue === v)?.displayValue ?? v;
  return chosen.map((v) => display(v).trim()).join(', ');
}

/** The printed text just left of a form field, its baseline within the field's height: its label. */
function labelBeside(printed: PositionedText[], box: Box): PositionedText | undefined {
  return printed
    .filter(
      (p) =>
        p.text.trim() &&
        p.x + p.width <= box.x + 2 &&
        box.x - (p.x + p.width) <= 200 &&
        p.y >= box.y - 1 &&
        p.y <= box.y + box.height - p.fontSize * 0.5,
    )
    .sort((p, q) => q.x + q.width - (p.x + p.width) || q.y - p.y)[0];
}
