// The visual field editor: the document's pages with every signature box (and date box) where the seal
// will stamp it. Boxes move and resize by mouse, touch and keyboard, new ones are drawn on the page, and
// every change goes to the document form, which saves it with Save Changes.
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import type { SignatureField } from '../../../../shared/documents/document-types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DEFAULT_LABEL, DocumentPages, signatureName } from './document-pages.tsx';
import type { PlacedBox } from './editable-page.tsx';
import type { Box } from './geometry.ts';

export default function FieldEditor(props: {
  documentId: string;
  title: string;
  pageCount: number;
  fields: SignatureField[];
  onChange: (fields: SignatureField[]) => void;
}) {
  const { fields, onChange } = props;
  const [drawing, setDrawing] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  function changeBox(placed: PlacedBox, box: Box, how: 'pointer' | 'key') {
    const key = placed.kind === 'signature' ? 'box' : 'dateBox';
    onChange(fields.map((f, i) => (i === placed.field ? { ...f, [key]: box } : f)));
    if (how === 'key') {
      setAnnouncement(
        `${placed.name}: ${Math.round(box.x)} from the left, ${Math.round(box.y)} from the foot, ${Math.round(box.width)} by ${Math.round(box.height)} points`,
      );
    }
  }

  function removeBox(placed: PlacedBox) {
    if (placed.kind === 'date') {
      onChange(fields.map((f, i) => (i === placed.field ? { ...f, dateBox: undefined } : f)));
    } else {
      onChange(fields.filter((_, i) => i !== placed.field));
    }
    setAnnouncement(`${placed.name} removed`);
  }

  function draw(page: number, box: Box) {
    const field = { page, label: DEFAULT_LABEL, box };
    onChange([...fields, field]);
    setDrawing(false);
    setAnnouncement(`${signatureName(field, fields.length)} added on page ${page}`);
  }

  return (
    <section aria-labelledby="field-editor-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="field-editor-heading" className="font-semibold">
          Where the customer signs
        </h2>
        <Button
          variant={drawing ? 'primary' : 'outline'}
          aria-pressed={drawing}
          onClick={() => setDrawing((d) => !d)}
        >
          <PenLine className="h-4 w-4" aria-hidden="true" />{' '}
          {drawing ? 'Drawing: drag on a page' : 'Draw a signature box'}
        </Button>
      </div>
      <p id="field-editor-keys" className="text-sm text-slate-600">
        Drag a box to move it, or its round corner to resize it. With a box selected (Tab to it): arrow keys
        move it, Shift+arrow keys resize it, Delete removes it. Amber boxes take the signature; blue dashed
        boxes take the date of signing.
      </p>
      {fields.length === 0 && (
        <p className="rounded-md bg-slate-50 p-2 text-sm text-slate-700">
          No signature boxes yet: the signature goes at the bottom-left of the page the customer signs on.
          Draw a box to choose the place.
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="mx-auto w-full max-w-3xl rounded-lg bg-slate-100 p-2 sm:p-3">
        <DocumentPages
          documentId={props.documentId}
          title={props.title}
          pageCount={props.pageCount}
          fields={fields}
          readOnly={false}
          drawing={drawing}
          sizes="(min-width: 800px) 760px, 100vw"
          onBoxChange={changeBox}
          onBoxRemove={removeBox}
          onDraw={draw}
        />
      </div>
    </section>
  );
}
