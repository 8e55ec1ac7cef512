import { AlertTriangle } from 'lucide-react';
import { Link } from 'wouter';
import type { ExtractedData } from '../../../shared/documents/document-types.ts';
import { hasPlacesToSign, unsurePlacesNotice } from '../../../shared/documents/signature-places.ts';
import { cn } from '../../lib/cn.ts';

type Placed = { id: string; extractedData: Pick<ExtractedData, 'signatureFields' | 'confidence'> };

/**
 * Under a document about to be sent: "No place to sign yet" (the server refuses to send it, 409) or the
 * low-confidence notice, each with the editor one tap away. Nothing when every place is located and sure.
 */
export function PlaceNotice({ document: d, className }: { document: Placed; className?: string }) {
  const text = hasPlacesToSign(d.extractedData.signatureFields)
    ? unsurePlacesNotice(d.extractedData)
    : 'No place to sign yet';
  if (!text) return null;
  return (
    <p
      data-testid="place-notice"
      className={cn(
        'flex flex-wrap items-start gap-x-2 gap-y-0.5 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900',
        className,
      )}
    >
      <span className="flex min-w-0 items-start gap-1">
        <AlertTriangle className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">{text}</span>
      </span>
      <Link href={`/documents/${d.id}/edit`} className="font-medium underline">
        Open the editor
      </Link>
    </p>
  );
}
