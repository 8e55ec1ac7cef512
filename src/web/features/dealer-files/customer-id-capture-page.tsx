// /customer-id-capture: customer and document type first, then a photo. The photo is shown
// with Retake and Use Photo before anything is stored: a blurred licence is retaken, not saved.
import { CheckCircle2, FolderOpen, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  DEALER_FILE_TYPE_LABELS,
  type DealerFile,
  type DealerFileType,
  isProtectedFileType,
} from '../../../shared/dealer/dealer-files.schema.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { formatDateTime } from '../../lib/format.ts';
import { uploadDealerFile, useRefreshFiles } from './api.ts';
import { CameraCapture } from './camera-capture.tsx';
import { CaptureLayout, reportUploadError } from './capture-layout.tsx';
import { CustomerSelect, FileTypeSelect } from './customer-select.tsx';
import { FileHistory } from './file-history.tsx';

const ID_TYPES: DealerFileType[] = [
  'driving_license',
  'passport',
  'national_id',
  'proof_of_address',
  'bank_statement',
  'utility_bill',
  'v5',
  'other',
];

export default function CustomerIdCapturePage() {
  const refresh = useRefreshFiles();
  const [customerId, setCustomerId] = useState('');
  const [customerName, setCustomerName] = useState('');
  const [fileType, setFileType] = useState<DealerFileType | ''>('');
  const [notes, setNotes] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [captured, setCaptured] = useState<DealerFile[]>([]);
  const needsPassword = fileType !== '' && isProtectedFileType(fileType);
  const blocked = !customerId
    ? 'Choose a customer first.'
    : !fileType
      ? 'Choose the document type first.'
      : needsPassword && !password.trim()
        ? 'Enter a document password for this type first.'
        : null;

  const upload = async (blob: Blob, fileName: string) => {
    if (!fileType) return false;
    setBusy(true);
    try {
      const file = await uploadDealerFile(blob, fileName, {
        fileType,
        customerId,
        customerName,
        notes,
        filePassword: needsPassword ? password : undefined,
      });
      setCaptured((list) => [file, ...list]);
      toast({
        variant: 'success',
        title: 'ID Document Saved',
        description: `${DEALER_FILE_TYPE_LABELS[fileType]} saved for ${customerName}.`,
      });
      await refresh();
      return true;
    } catch (error) {
      reportUploadError(error, 'Upload failed');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const clear = () => {
    setCustomerId('');
    setCustomerName('');
    setFileType('');
    setNotes('');
    setPassword('');
    setCaptured([]);
  };

  return (
    <CaptureLayout
      title="Customer ID Capture"
      intro="Photograph a customer's ID or proof of address. Identity documents are password protected."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Card
          as="section"
          className="grid min-w-0 content-start gap-4 p-4 sm:p-5"
          aria-label="Document details"
        >
          <CustomerSelect
            label="Customer"
            value={customerId}
            emptyLabel="Choose a customer"
            onChange={(id, customer) => {
              setCustomerId(id);
              setCustomerName(customer?.name ?? '');
            }}
          />
          <FileTypeSelect
            label="Document type"
            value={fileType}
            onChange={setFileType}
            types={ID_TYPES}
            emptyLabel="Choose a document type"
          />
          {needsPassword && (
            <FormField
              label="Document password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
          <div className="grid min-w-0 gap-1.5">
            <label htmlFor="id-notes" className="text-sm font-medium text-slate-800">
              Notes (optional)
            </label>
            <textarea
              id="id-notes"
              rows={2}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              className="w-full min-w-0 rounded-md border border-slate-300 px-3 py-2 text-base sm:text-sm"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={clear}>
              Clear Form
            </Button>
            <Link href="/dealer-files" className={buttonClass('outline')}>
              <FolderOpen className="h-4 w-4" aria-hidden="true" /> View All Files
            </Link>
          </div>
        </Card>
        <Card as="section" className="min-w-0 p-4 sm:p-5" aria-label="Camera">
          <CameraCapture mode="photo" blockedReason={blocked} busy={busy} onUse={upload} />
          <h2 className="mt-5 font-semibold">Captured this visit</h2>
          {captured.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">Nothing captured yet.</p>
          ) : (
            <ul className="mt-2 grid gap-2" data-testid="captured-items">
              {captured.map((f) => (
                <li key={f.id} className="flex items-start gap-2 text-sm">
                  <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
                  <span className="min-w-0 break-words">
                    {DEALER_FILE_TYPE_LABELS[f.fileType]} · {f.customerName} · {formatDateTime(f.uploadedAt)}
                    {f.isPasswordProtected && (
                      <Lock
                        className="ml-1 inline h-3.5 w-3.5 text-amber-600"
                        aria-label="Password protected"
                      />
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <FileHistory
        title="ID documents on file"
        fileTypes={ID_TYPES}
        customerId={customerId}
        emptyText="ID documents you capture appear here."
      />
    </CaptureLayout>
  );
}
