// The file list of /dealer-files, the capture screens' histories and the Dealer Files tab of /admin: size in MB
// to one decimal and duration as m:ss, Play for videos (streamed and seekable), View for photos
// (a thumbnail in the row when the file is not protected; the photo opens in the app), Download, Delete.
import { Download, Eye, FileText, Film, Image, Lock, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  DEALER_FILE_TYPE_LABELS,
  type DealerFile,
  formatDuration,
  formatFileSizeMb,
} from '../../../shared/dealer/dealer-files.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { accessLink, deleteDealerFile, fileBlob, fileUrl, saveFile, useRefreshFiles } from './api.ts';
import { PasswordPrompt } from './password-prompt.tsx';

const isVideo = (f: DealerFile) => f.format === 'mp4' || f.format === 'webm' || f.format === 'mov';
const isImage = (f: DealerFile) => f.format === 'jpeg' || f.format === 'png';

type Pending = { file: DealerFile; action: 'play' | 'download' | 'view' };

function reportAccessError(error: unknown) {
  if (error instanceof ApiError && (error.status === 401 || error.status === 429)) {
    toast({
      variant: 'destructive',
      title: 'Invalid password',
      description: error.reason || 'Invalid password',
    });
    return;
  }
  toast({
    variant: 'destructive',
    title: 'Failed to access file',
    description: error instanceof ApiError ? error.reason : 'Failed to access file',
  });
}

export function DealerFileList({
  files,
  allowDelete = true,
}: {
  files: DealerFile[];
  allowDelete?: boolean;
}) {
  const refresh = useRefreshFiles();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [playing, setPlaying] = useState<{ file: DealerFile; url: string } | null>(null);
  // A photo opened in the app: its bytes (after the password, when protected) as a blob URL.
  const [viewing, setViewing] = useState<{ file: DealerFile; url: string } | null>(null);
  const closeViewer = () => {
    if (viewing) URL.revokeObjectURL(viewing.url);
    setViewing(null);
  };
  const [deleting, setDeleting] = useState<DealerFile | null>(null);

  const open = async (file: DealerFile, action: Pending['action'], password?: string) => {
    if (file.isPasswordProtected && password === undefined) return setPending({ file, action });
    setBusy(true);
    try {
      if (action === 'download') await saveFile(file, password);
      else if (action === 'view')
        setViewing({ file, url: URL.createObjectURL(await fileBlob(file, password)) });
      else {
        const url = password === undefined ? fileUrl(file.id) : (await accessLink(file.id, password)).url;
        setPlaying({ file, url });
      }
      setPending(null);
    } catch (error) {
      reportAccessError(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (file: DealerFile) => {
    setBusy(true);
    try {
      await deleteDealerFile(file.id);
      toast({ variant: 'success', title: 'File deleted', description: `"${file.fileName}" was deleted.` });
      setDeleting(null);
      await refresh();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Delete Failed',
        description: error instanceof ApiError ? error.reason : 'The file could not be deleted.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ul className="divide-y divide-slate-200" aria-label="Files">
        {files.map((file) => (
          <li
            key={file.id}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center"
            data-testid="dealer-file"
          >
            <div className="flex min-w-0 flex-1 items-start gap-3">
              {isImage(file) && !file.isPasswordProtected ? (
                <img
                  src={fileUrl(file.id)}
                  alt=""
                  loading="lazy"
                  className="h-14 w-14 shrink-0 rounded border border-slate-200 bg-slate-100 object-cover"
                  data-testid="file-thumbnail"
                />
              ) : (
                <FileIcon file={file} />
              )}
              <div className="min-w-0">
                <p className="flex items-center gap-1 font-medium [overflow-wrap:anywhere] text-slate-900">
                  {file.fileName}
                  {file.isPasswordProtected && (
                    <Lock className="h-3.5 w-3.5 shrink-0 text-amber-600" aria-label="Password protected" />
                  )}
                </p>
                <p className="text-sm text-slate-600">
                  {DEALER_FILE_TYPE_LABELS[file.fileType]} · {formatFileSizeMb(file.fileSize)}
                  {file.duration !== null && <> · {formatDuration(file.duration)}</>}
                  {' · '}
                  {formatDateTime(file.uploadedAt)}
                </p>
                {(file.customerName || file.vehicleRegistration) && (
                  <p className="text-sm text-slate-600">
                    {[file.customerName, file.vehicleRegistration].filter(Boolean).join(' · ')}
                  </p>
                )}
                {file.notes && <p className="text-sm break-words text-slate-500">{file.notes}</p>}
              </div>
            </div>
            <div className="flex flex-wrap gap-2 sm:shrink-0">
              {isVideo(file) && (
                <Button
                  variant="outline"
                  onClick={() => open(file, 'play')}
                  aria-label={`Play ${file.fileName}`}
                >
                  <Play className="h-4 w-4" aria-hidden="true" /> Play
                </Button>
              )}
              {isImage(file) && (
                <Button
                  variant="outline"
                  onClick={() => open(file, 'view')}
                  aria-label={`View ${file.fileName}`}
                >
                  <Eye className="h-4 w-4" aria-hidden="true" /> View
                </Button>
              )}
              <Button
                variant="outline"
                onClick={() => open(file, 'download')}
                aria-label={`Download ${file.fileName}`}
              >
                <Download className="h-4 w-4" aria-hidden="true" /> Download
              </Button>
              {allowDelete && (
                <Button
                  variant="ghost"
                  onClick={() => setDeleting(file)}
                  aria-label={`Delete ${file.fileName}`}
                >
                  <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <PasswordPrompt
        fileName={pending?.file.fileName ?? null}
        busy={busy}
        onCancel={() => setPending(null)}
        onSubmit={(password) => pending && open(pending.file, pending.action, password)}
      />
      <Dialog
        open={playing !== null}
        onOpenChange={(o) => !o && setPlaying(null)}
        title={playing?.file.fileName ?? 'Video'}
      >
        {playing && (
          // biome-ignore lint/a11y/useMediaCaption: recordings of the forecourt have no captions to offer
          <video
            src={playing.url}
            controls
            autoPlay
            playsInline
            preload="metadata"
            className="max-h-[70vh] w-full rounded-md bg-black"
            data-testid="file-player"
          />
        )}
      </Dialog>
      <Dialog
        open={viewing !== null}
        onOpenChange={(o) => !o && closeViewer()}
        title={viewing?.file.fileName ?? 'Photo'}
      >
        {viewing && (
          <img
            src={viewing.url}
            alt={`${DEALER_FILE_TYPE_LABELS[viewing.file.fileType]} of ${viewing.file.customerName ?? 'the customer'}`}
            className="max-h-[75vh] w-full rounded-md bg-slate-100 object-contain"
            data-testid="file-image"
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this file?"
        description={`"${deleting?.fileName ?? ''}" will be deleted for good. This cannot be undone.`}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
      />
    </>
  );
}

function FileIcon({ file }: { file: DealerFile }) {
  const Icon = isVideo(file) ? Film : file.format === 'jpeg' || file.format === 'png' ? Image : FileText;
  return <Icon className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />;
}
