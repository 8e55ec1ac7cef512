import { FolderOpen } from 'lucide-react';
import type { DealerFileType } from '../../../shared/dealer/dealer-files.schema.ts';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useDealerFiles } from './api.ts';
import { DealerFileList } from './dealer-file-list.tsx';

/** A capture screen's history: its file types, for the chosen customer when there is one. */
export function FileHistory(props: {
  title: string;
  fileTypes: DealerFileType[];
  customerId?: string;
  emptyText: string;
}) {
  const files = useDealerFiles({ customerId: props.customerId || undefined });
  return (
    <Card as="section" className="p-4 sm:p-5" aria-label={props.title}>
      <h2 className="text-lg font-semibold">{props.title}</h2>
      <div className="mt-3">
        <QueryState
          query={files}
          what="the file history"
          isEmpty={(data) => !data.some((f) => props.fileTypes.includes(f.fileType))}
          empty={
            <EmptyState icon={FolderOpen} title="Nothing here yet">
              {props.emptyText}
            </EmptyState>
          }
        >
          {(data) => <DealerFileList files={data.filter((f) => props.fileTypes.includes(f.fileType))} />}
        </QueryState>
      </div>
    </Card>
  );
}
