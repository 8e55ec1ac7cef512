// Auto-Correct asks first: the flagged documents as a list, each with how alike its name is to the
// registered one and what would change. Only the near-certain ones start ticked: a name 84 % alike may be
// another firm's (a lender, a warranty company), and the change rewrites the document's text.
import { useState } from 'react';
import type { BusinessNameInconsistency } from '../../../shared/dealer/business-names.types.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useAutoCorrectBusinessNames } from './api.ts';
import { percent } from './inconsistency-card.tsx';

/** At least this alike, a variant is taken for the dealership's own name and starts ticked. */
export const PRESELECT_FROM = 0.9;

export function AutoCorrectDialog(props: {
  open: boolean;
  onClose: () => void;
  registeredName: string;
  inconsistencies: BusinessNameInconsistency[];
}) {
  const [chosen, setChosen] = useState<Set<string>>(
    () =>
      new Set(props.inconsistencies.filter((i) => i.similarity >= PRESELECT_FROM).map((i) => i.documentId)),
  );
  const autoCorrect = useAutoCorrectBusinessNames();
  const toggle = (id: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const count = chosen.size;
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title="Correct the dealership’s name?"
      description={`Ticked documents have these names replaced by “${props.registeredName}” in their text. Names less alike may be another firm’s: they start unticked.`}
    >
      <fieldset className="grid gap-2">
        <legend className="sr-only">Documents to correct</legend>
        <ul className="grid max-h-[50vh] gap-2 overflow-y-auto">
          {props.inconsistencies.map((item) => (
            <li key={item.documentId} className="rounded-lg border border-slate-200 p-2">
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4 shrink-0"
                  checked={chosen.has(item.documentId)}
                  onChange={() => toggle(item.documentId)}
                />
                <span className="min-w-0">
                  <span className="block font-medium break-words">{item.documentTitle}</span>
                  <span className="block break-words text-slate-600">
                    {item.foundNames.join(', ')} · {percent(item.similarity)} alike
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="mt-3 text-xs text-slate-600">
        Only the extracted text changes (what a text version sends); the uploaded file stays as it was.
      </p>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={props.onClose}>
          Cancel
        </Button>
        <Button
          disabled={count === 0 || autoCorrect.isPending}
          onClick={() => autoCorrect.mutate([...chosen], { onSuccess: props.onClose })}
        >
          {autoCorrect.isPending ? 'Correcting…' : `Correct ${count} document${count === 1 ? '' : 's'}`}
        </Button>
      </div>
    </Dialog>
  );
}
