import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';

/** A link the administrator hands over: shown in full (it wraps on a phone) with a Copy button. */
export function CopyLink({ label, url }: { label: string; url: string }) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setFailed(false);
    } catch {
      // Without clipboard permission the link stays selectable by hand.
      setFailed(true);
    }
  };
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{label}</p>
      <output
        data-testid="copy-link-url"
        className="block [overflow-wrap:anywhere] rounded-md border border-slate-200 bg-slate-50 p-2 font-mono text-xs select-all"
      >
        {url}
      </output>
      <div className="flex items-center gap-2">
        <Button variant="outline" onClick={copy}>
          {copied ? (
            <Check className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        {failed && (
          <span className="text-sm text-slate-600">Could not copy: select the link and copy it.</span>
        )}
      </div>
    </div>
  );
}
