import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  ACCEPT_ATTRIBUTE,
  DEALER_FILE_TYPES,
  type DealerFileType,
  isProtectedFileType,
} from '../../../shared/dealer/dealer-files.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api.ts';
import { uploadDealerFile, useRefreshFiles } from './api.ts';
import { CustomerSelect, FileTypeSelect } from './customer-select.tsx';

/** Type first, then the file; a password for the protected types. */
export function UploadForm() {
  const refresh = useRefreshFiles();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileType, setFileType] = useState<DealerFileType | ''>('');
  const [notes, setNotes] = useState('');
  const [customerId, setCustomerId] = useState('');
  const [registration, setRegistration] = useState('');
  const [password, setPassword] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const needsPassword = fileType !== '' && isProtectedFileType(fileType);

  const submit = async () => {
    if (!fileType) return setError('Choose a file type first');
    if (!file) return setError('Choose a file');
    if (needsPassword && !password.trim()) return setError('This file type needs a document password');
    setError(undefined);
    setBusy(true);
    try {
      await uploadDealerFile(file, file.name, {
        fileType,
        notes,
        customerId,
        vehicleRegistration: registration,
        filePassword: needsPassword ? password : undefined,
      });
      toast({
        variant: 'success',
        title: 'File Uploaded',
        description: `"${file.name}" is stored, encrypted.`,
      });
      setFile(null);
      setNotes('');
      setPassword('');
      if (fileInput.current) fileInput.current.value = '';
      await refresh();
    } catch (e) {
      toast({
        variant: 'destructive',
        title: 'Upload Failed',
        description: e instanceof ApiError ? e.reason : 'Upload failed',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      as="form"
      className="grid min-w-0 content-start gap-4 p-4 sm:p-5"
      aria-labelledby="upload-heading"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id="upload-heading" className="text-lg font-semibold">
        Upload a file
      </h2>
      <FileTypeSelect
        label="File type"
        value={fileType}
        onChange={setFileType}
        types={DEALER_FILE_TYPES}
        emptyLabel="Choose a file type"
        markProtected
      />
      <div className="grid min-w-0 gap-1.5">
        <label htmlFor="file-input" className="text-sm font-medium text-slate-800">
          File (pdf, doc, docx, jpg, jpeg, png, mp4, webm, mov)
        </label>
        <input
          id="file-input"
          ref={fileInput}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          disabled={fileType === ''}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="w-full min-w-0 text-sm"
        />
        {fileType === '' && <p className="text-sm text-slate-500">Choose the file type first.</p>}
      </div>
      {needsPassword && (
        <FormField
          label="Document password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      )}
      <CustomerSelect
        label="Customer (optional)"
        value={customerId}
        onChange={(id, customer) => {
          setCustomerId(id);
          // The file is about this customer's vehicle: their registration, changed with the customer.
          setRegistration(customer?.vehicleRegistration ?? '');
        }}
        emptyLabel="No customer"
      />
      <FormField
        label="Vehicle registration (optional)"
        value={registration}
        onChange={(e) => setRegistration(e.target.value)}
      />
      <div className="grid min-w-0 gap-1.5">
        <label htmlFor="file-notes" className="text-sm font-medium text-slate-800">
          Notes
        </label>
        <textarea
          id="file-notes"
          rows={3}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          className="w-full min-w-0 rounded-md border border-slate-300 px-3 py-2 text-base sm:text-sm"
        />
      </div>
      {error && (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        <Upload className="h-4 w-4" aria-hidden="true" /> {busy ? 'Uploading…' : 'Upload'}
      </Button>
    </Card>
  );
}
