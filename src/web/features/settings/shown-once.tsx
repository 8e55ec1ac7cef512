// A secret the server shows once (an API key, a webhook's signing secret): the words say why to copy it now,
// the value is selectable whole, with Copy and Done.
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';

export function ShownOnce({
  value,
  onDone,
  children,
}: {
  value: string;
  onDone: () => void;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">{children}</p>
      <code className="block rounded-md border border-slate-200 bg-slate-50 p-3 text-sm [overflow-wrap:anywhere] select-all">
        {value}
      </code>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(value)}>
          Copy
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
