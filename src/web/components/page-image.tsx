// A document page's image drawn on the server, filling its figure (which holds the page's shape), with a
// Retry in its place when it fails to load; a retry asks for the image under a new address.
import { useState } from 'react';

type FailedWords = { failed: string; retry: string };
const ENGLISH: FailedWords = { failed: 'This page could not be loaded.', retry: 'Retry' };

export function PageImage(props: {
  src: string;
  srcSet: string;
  sizes: string;
  alt: string;
  width: number;
  height: number;
  eager: boolean;
  fetchPriority?: 'high' | 'auto';
  className: string;
  draggable?: boolean;
  /** The failure's words (the signing page's in the customer's language), asked only once it fails. */
  failedWords?: () => FailedWords;
}) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  if (failed) {
    const words = props.failedWords?.() ?? ENGLISH;
    return (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-sm">
        <p>{words.failed}</p>
        <button
          type="button"
          className="min-h-11 rounded-md border border-slate-300 bg-white px-4"
          onClick={() => {
            setFailed(false);
            setAttempt((a) => a + 1);
          }}
        >
          {words.retry}
        </button>
      </div>
    );
  }
  const retry = attempt > 0 ? `&retry=${attempt}` : '';
  return (
    <img
      src={`${props.src}${retry}`}
      srcSet={retry ? props.srcSet.replace(/ (\d+w)/g, `${retry} $1`) : props.srcSet}
      sizes={props.sizes}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading={props.eager ? 'eager' : 'lazy'}
      fetchPriority={props.fetchPriority}
      decoding="async"
      draggable={props.draggable}
      className={props.className}
      onError={() => setFailed(true)}
    />
  );
}
