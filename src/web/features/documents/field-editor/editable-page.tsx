// One page of the document, drawn on the server, with its boxes over it. In drawing mode a drag on the
// paper makes a new signature box (a tap places one of the usual size there).
import { type PointerEvent, useRef, useState } from 'react';
import { PAGE_IMAGE_WIDTHS } from '../../../../shared/documents/page-images.ts';
import { STANDARD_SIGNATURE_BOX } from '../../../../shared/documents/signature-boxes.ts';
import { PageImage } from '../../../components/page-image.tsx';
import { type BoxKind, FieldBox } from './field-box.tsx';
import { type Box, boxFromCorners, boxStyle, clampBox, MIN_SIZE, type PageSize } from './geometry.ts';
import { pageImageSrcSet, pageImageUrl } from './use-page-images.ts';

export type PlacedBox = { field: number; kind: BoxKind; box: Box; name: string };

export function EditablePage(props: {
  documentId: string;
  title: string;
  number: number;
  count: number;
  size: PageSize;
  ready: boolean;
  failed: boolean;
  boxes: PlacedBox[];
  readOnly: boolean;
  drawing: boolean;
  sizes: string;
  onBoxChange: (placed: PlacedBox, box: Box, how: 'pointer' | 'key') => void;
  onBoxRemove: (placed: PlacedBox) => void;
  onDraw: (box: Box) => void;
}) {
  const { size, number: n } = props;
  const start = useRef<{ x: number; y: number; scale: number; left: number; top: number } | null>(null);
  const [sketch, setSketch] = useState<Box | null>(null);

  const pointAt = (event: PointerEvent, s: NonNullable<typeof start.current>) => ({
    x: Math.min(Math.max((event.clientX - s.left) / s.scale, 0), size.width),
    y: Math.min(Math.max((event.clientY - s.top) / s.scale, 0), size.height),
  });

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!props.drawing || event.target !== event.currentTarget) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const rect = event.currentTarget.getBoundingClientRect();
    start.current = { x: 0, y: 0, scale: rect.width / size.width, left: rect.left, top: rect.top };
    const p = pointAt(event, start.current);
    start.current = { ...start.current, ...p };
    setSketch(null);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const s = start.current;
    if (!s) return;
    setSketch(boxFromCorners(s, pointAt(event, s), size));
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const s = start.current;
    start.current = null;
    setSketch(null);
    if (!s) return;
    const drawn = boxFromCorners(s, pointAt(event, s), size);
    if (drawn.width >= MIN_SIZE && drawn.height >= MIN_SIZE) {
      props.onDraw(clampBox(drawn, size));
    } else {
      // A tap: a box of the usual size, its top-left corner where the finger was.
      const { width, height } = STANDARD_SIGNATURE_BOX;
      props.onDraw(clampBox({ x: s.x, y: size.height - s.y - height, width, height }, size));
    }
  }

  return (
    <figure
      aria-label={`Page ${n} of ${props.count}`}
      className="m-0 overflow-visible rounded border border-slate-200 bg-white shadow-sm"
    >
      <div
        data-page-surface={n}
        className={`relative ${props.drawing ? 'cursor-crosshair touch-none' : ''}`}
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
          setSketch(null);
        }}
      >
        {props.ready ? (
          <PageImage
            src={pageImageUrl(props.documentId, n, PAGE_IMAGE_WIDTHS[0])}
            srcSet={pageImageSrcSet(props.documentId, n)}
            sizes={props.sizes}
            alt={`${props.title}, page ${n} of ${props.count}`}
            eager={n === 1}
            width={PAGE_IMAGE_WIDTHS[0]}
            height={Math.round((PAGE_IMAGE_WIDTHS[0] * size.height) / size.width)}
            draggable={false}
            className="pointer-events-none absolute inset-0 h-full w-full select-none"
          />
        ) : (
          <p className="pointer-events-none absolute inset-0 flex items-center justify-center p-2 text-center text-sm text-slate-500">
            {props.failed ? `Page ${n} could not be drawn.` : `Preparing page ${n}…`}
          </p>
        )}
        {props.boxes.map((placed) => (
          <FieldBox
            key={`${placed.kind}-${placed.field}`}
            box={placed.box}
            page={size}
            kind={placed.kind}
            name={placed.name}
            readOnly={props.readOnly}
            onChange={(box, how) => props.onBoxChange(placed, box, how)}
            onRemove={() => props.onBoxRemove(placed)}
          />
        ))}
        {sketch && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute border-2 border-dashed border-amber-600 bg-amber-200/30"
            style={boxStyle(sketch, size)}
          />
        )}
      </div>
    </figure>
  );
}
