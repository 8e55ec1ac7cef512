// A failure said in a sentence, with the server's raw detail ("connect ECONNREFUSED 127.0.0.1:6199")
// folded beneath for whoever sets the server up.
export function FailureDetail({ sentence, detail }: { sentence: string; detail?: string | null }) {
  return (
    <div className="min-w-0">
      <p>{sentence}</p>
      {detail && detail !== sentence && (
        <details className="mt-1 text-xs">
          <summary className="cursor-pointer select-none">Technical details</summary>
          <p className="mt-1 [overflow-wrap:anywhere] font-mono">{detail}</p>
        </details>
      )}
    </div>
  );
}
