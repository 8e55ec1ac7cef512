// The document's pages one under the other, each with the boxes that fall on it: the editor's canvas and,
// read-only, the Preview's.
import type { SignatureField } from '../../../../shared/documents/document-types.ts';
import { STANDARD_SIGNATURE_BOX } from '../../../../shared/documents/signature-boxes.ts';
import { LoadError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EditablePage, type PlacedBox } from './editable-page.tsx';
import type { Box } from './geometry.ts';
import { usePageImages } from './use-page-images.ts';

// A4 portrait, for pages not yet measured.
const A4 = { width: 595.28, height: 841.89 };

export const DEFAULT_LABEL = 'Customer Signature';

/** The page a field is on, kept within the document (the page number input may hold anything). */
export const pageOf = (field: SignatureField, pageCount: number) =>
  Math.min(Math.max(Math.round(Number(field.page)) || 1, 1), Math.max(pageCount, 1));

export const signatureName = (field: SignatureField, index: number) =>
  `Signature ${index + 1}: ${field.label?.trim() || DEFAULT_LABEL}`;

/** Every box of every field, where sealing will stamp it (a field without a box: the standard one). */
export function placedBoxes(fields: SignatureField[], pageCount: number) {
  const byPage = new Map<number, PlacedBox[]>();
  const add = (page: number, placed: PlacedBox) => byPage.set(page, [...(byPage.get(page) ?? []), placed]);
  fields.forEach((f, i) => {
    const page = pageOf(f, pageCount);
    add(page, {
      field: i,
      kind: 'signature',
      box: f.box ?? STANDARD_SIGNATURE_BOX,
      name: signatureName(f, i),
    });
    if (f.dateBox) add(page, { field: i, kind: 'date', box: f.dateBox, name: `Date for signature ${i + 1}` });
  });
  return byPage;
}

export function DocumentPages(props: {
  documentId: string;
  title: string;
  pageCount: number;
  fields: SignatureField[];
  readOnly: boolean;
  drawing?: boolean;
  sizes: string;
  onBoxChange?: (placed: PlacedBox, box: Box, how: 'pointer' | 'key') => void;
  onBoxRemove?: (placed: PlacedBox) => void;
  onDraw?: (page: number, box: Box) => void;
}) {
  const images = usePageImages(props.documentId);
  if (images.isPending) return <Spinner />;
  if (images.isError || !images.data) {
    return (
      <LoadError
        error={images.error}
        what="the pages"
        onRetry={() => void images.refetch()}
        retrying={images.isFetching}
      />
    );
  }
  const { status, pages } = images.data;
  const count = pages.length || props.pageCount;
  // Boxes are placed against each page's measured size: until the first measure, nothing moves.
  const measured = pages.length > 0;
  const boxes = placedBoxes(props.fields, count);
  return (
    <div className="grid gap-3" data-testid={props.readOnly ? 'preview-pages' : 'editor-pages'}>
      {status === 'failed' && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          The pages could not be drawn. Use View Full Document to read the PDF.
        </p>
      )}
      {status === 'pending' && (
        <p role="status" className="text-sm text-slate-600">
          Preparing the pages… they appear here one by one.
        </p>
      )}
      {Array.from({ length: count }, (_, i) => {
        const n = i + 1;
        const page = pages[i];
        return (
          <EditablePage
            key={n}
            documentId={props.documentId}
            title={props.title}
            number={n}
            count={count}
            size={page ?? A4}
            ready={Boolean(page?.ready)}
            failed={status === 'failed'}
            boxes={boxes.get(n) ?? []}
            readOnly={props.readOnly || !measured}
            drawing={Boolean(props.drawing) && measured}
            sizes={props.sizes}
            onBoxChange={(placed, box, how) => props.onBoxChange?.(placed, box, how)}
            onBoxRemove={(placed) => props.onBoxRemove?.(placed)}
            onDraw={(box) => props.onDraw?.(n, box)}
          />
        );
      })}
    </div>
  );
}
