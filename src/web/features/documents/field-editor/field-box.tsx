// One box on a page: where a signature (or the date of signing) will be stamped. Dragged to move, its
// corner dragged to resize (mouse, pen or finger), and with the keyboard once focused: arrows move,
// Shift+arrows resize, Delete removes. While it is dragged it follows the pointer; the form hears of the
// new place when the pointer lifts.
import { X } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { type Box, boxStyle, clampBox, keyedBox, moved, type PageSize, resized } from './geometry.ts';

export type BoxKind = 'signature' | 'date';

type Drag = { mode: 'move' | 'resize'; x: number; y: number; scale: number; start: Box };

export function FieldBox(props: {
  box: Box;
  page: PageSize;
  kind: BoxKind;
  /** What a screen reader and the box itself say: "Signature 1: Customer Signature". */
  name: string;
  readOnly: boolean;
  onChange: (box: Box, how: 'pointer' | 'key') => void;
  onRemove: () => void;
}) {
  const [draft, setDraft] = useState<Box | null>(null);
  const drag = useRef<Drag | null>(null);
  const shown = draft ?? props.box;
  const signature = props.kind === 'signature';

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (props.readOnly || (event.pointerType === 'mouse' && event.button !== 0)) return;
    if ((event.target as HTMLElement).closest('[data-remove]')) return;
    // Scale from the drawn page: points per pixel change with the screen's width.
    const pageElement = event.currentTarget.closest('[data-page-surface]');
    if (!pageElement) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.focus({ preventScroll: true });
    event.currentTarget.setPointerCapture(event.pointerId);
    const mode = (event.target as HTMLElement).closest('[data-resize]') ? 'resize' : 'move';
    const scale = pageElement.getBoundingClientRect().width / props.page.width;
    drag.current = { mode, x: event.clientX, y: event.clientY, scale, start: props.box };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d) return;
    const dx = (event.clientX - d.x) / d.scale;
    const dy = (event.clientY - d.y) / d.scale;
    setDraft(clampBox(d.mode === 'move' ? moved(d.start, dx, dy) : resized(d.start, dx, dy), props.page));
  }

  function onPointerUp() {
    const d = drag.current;
    drag.current = null;
    if (d && draft) props.onChange(draft, 'pointer');
    setDraft(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (props.readOnly || event.target !== event.currentTarget) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      props.onRemove();
      return;
    }
    const next = keyedBox(props.box, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault(); // the page would scroll
    props.onChange(clampBox(next, props.page), 'key');
  }

  const colours = signature
    ? 'border-amber-500 bg-amber-300/25 focus-visible:border-amber-700'
    : 'border-sky-600 border-dashed bg-sky-300/20 focus-visible:border-sky-800';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a box moved by keyboard and pointer has no native element
    <div
      role="group"
      tabIndex={props.readOnly ? undefined : 0}
      aria-label={props.name}
      aria-roledescription={signature ? 'signature box' : 'date box'}
      aria-describedby={props.readOnly ? undefined : 'field-editor-keys'}
      data-box-kind={props.kind}
      data-box={JSON.stringify(shown)}
      className={`group absolute rounded-sm border-2 outline-none focus-visible:ring-2 focus-visible:ring-slate-900 ${colours} ${props.readOnly ? '' : 'cursor-move touch-none select-none'}`}
      style={boxStyle(shown, props.page)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    >
      <span
        aria-hidden="true"
        className={`pointer-events-none absolute left-0 top-0 max-w-full truncate px-1 text-[10px] font-semibold leading-4 ${signature ? 'text-amber-900' : 'text-sky-900'}`}
      >
        {props.name}
      </span>
      {!props.readOnly && (
        <>
          <button
            type="button"
            data-remove
            tabIndex={-1}
            aria-label={`Remove ${props.name}`}
            onClick={props.onRemove}
            className="absolute -right-3 -top-3 hidden h-6 w-6 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow group-hover:flex group-focus-visible:flex group-focus-within:flex"
          >
            <X className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
          <span
            data-resize
            aria-hidden="true"
            className={`absolute -bottom-2 -right-2 h-5 w-5 cursor-nwse-resize rounded-full border-2 border-white shadow ${signature ? 'bg-amber-600' : 'bg-sky-700'}`}
          />
        </>
      )}
    </div>
  );
}
