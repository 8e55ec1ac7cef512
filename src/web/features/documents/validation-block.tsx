import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { DocumentValidation } from '../../../shared/documents/document-types.ts';

export function ValidationBlock({ validation }: { validation: DocumentValidation }) {
  return (
    <div
      className={`mt-4 rounded-lg border p-3 text-sm ${validation.isValid ? 'border-emerald-200 bg-emerald-50' : 'border-amber-200 bg-amber-50'}`}
    >
      <p className="flex items-center gap-2 font-medium">
        {validation.isValid ? (
          <CheckCircle2 className="h-4 w-4 text-emerald-700" aria-hidden="true" />
        ) : (
          <AlertTriangle className="h-4 w-4 text-amber-700" aria-hidden="true" />
        )}
        {validation.isValid ? 'Valid: ready to send for signature' : 'Issues found'}
      </p>
      {validation.issues.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {validation.issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
      {validation.recommendations.length > 0 && (
        <>
          <p className="mt-2 font-medium">Recommendations</p>
          <ul className="list-disc pl-5">
            {validation.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
