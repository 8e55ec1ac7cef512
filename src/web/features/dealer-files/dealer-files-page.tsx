// /dealer-files, 'File Management': search, customer filter, the upload form and the list.
import { ArrowLeft, Camera, FolderOpen, IdCard, Search, Video } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { DealerFileType } from '../../../shared/dealer/dealer-files.schema.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useDealerFiles } from './api.ts';
import { CustomerSelect } from './customer-select.tsx';
import { DealerFileList } from './dealer-file-list.tsx';
import { UploadForm } from './upload-form.tsx';

export default function DealerFilesPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-6">
      <Link
        href="/dashboard"
        className="inline-flex items-center gap-1 text-sm text-brand-ink hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to the dashboard
      </Link>
      <h1 className="mt-2 text-2xl font-semibold">File Management</h1>
      <p className="mt-1 text-sm text-slate-600">
        Customer ID documents, videos and paperwork, encrypted at rest. Identity documents need a password to
        open.
      </p>
      <nav aria-label="Capture" className="mt-4 flex flex-wrap gap-2">
        <Link href="/customer-id-capture" className={buttonClass('outline')}>
          <IdCard className="h-4 w-4" aria-hidden="true" /> Customer ID Capture
        </Link>
        <Link href="/video-handover" className={buttonClass('outline')}>
          <Video className="h-4 w-4" aria-hidden="true" /> Video Handover
        </Link>
        <Link href="/video-id-check" className={buttonClass('outline')}>
          <Camera className="h-4 w-4" aria-hidden="true" /> Video ID Check
        </Link>
      </nav>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <UploadForm />
        <FileBrowser besideForm />
      </div>
    </main>
  );
}

/**
 * The list with its search and customer filter; the Dealer Files tab of /admin shows it too, where neither
 * the upload form nor the capture links stand beside it (`besideForm` false): its empty state links there.
 */
export function FileBrowser(props: { fileType?: DealerFileType; besideForm?: boolean }) {
  const [search, setSearch] = useState('');
  const [customerId, setCustomerId] = useState('');
  const files = useDealerFiles({ search, customerId: customerId || undefined, fileType: props.fileType });
  const filtered = search.trim() !== '' || customerId !== '';
  return (
    <Card as="section" className="min-w-0 p-4 sm:p-5" aria-labelledby="files-heading">
      <h2 id="files-heading" className="text-lg font-semibold">
        Files
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div className="grid min-w-0 gap-1.5">
          <label htmlFor="file-search" className="text-sm font-medium text-slate-800">
            Search
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-400"
              aria-hidden="true"
            />
            <input
              id="file-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="File, customer, registration or notes"
              className="h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white pr-3 pl-9 text-base sm:text-sm"
            />
          </div>
        </div>
        <CustomerSelect
          label="Customer"
          value={customerId}
          onChange={(id) => setCustomerId(id)}
          emptyLabel="All customers"
        />
      </div>
      <div className="mt-4">
        <QueryState
          query={files}
          what="your files"
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState
              icon={FolderOpen}
              title={filtered ? 'No files match' : 'No files yet'}
              action={
                filtered || props.besideForm ? undefined : (
                  <Link href="/dealer-files" className={buttonClass('outline')}>
                    Open File Management
                  </Link>
                )
              }
            >
              {filtered
                ? 'Try another search or customer.'
                : props.besideForm
                  ? 'Upload a file with the form, or capture an ID or video from the links above.'
                  : 'Upload files, or capture an ID or a video, in File Management.'}
            </EmptyState>
          }
        >
          {(data) => <DealerFileList files={data} />}
        </QueryState>
      </div>
    </Card>
  );
}
