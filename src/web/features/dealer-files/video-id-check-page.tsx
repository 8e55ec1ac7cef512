// /video-id-check: a 10-second video of the customer with their ID, stopped automatically;
// a protected type, so it needs a password.
import { useState } from 'react';
import { RECORDING_LIMITS } from '../../../shared/dealer/dealer-files.schema.ts';
import { Card } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { uploadDealerFile, useRefreshFiles } from './api.ts';
import { CameraCapture } from './camera-capture.tsx';
import { CaptureLayout, reportUploadError } from './capture-layout.tsx';
import { CustomerSelect } from './customer-select.tsx';
import { FileHistory } from './file-history.tsx';

export default function VideoIdCheckPage() {
  const refresh = useRefreshFiles();
  const [customerId, setCustomerId] = useState('');
  const [customerName, setCustomerName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const blocked = !customerId
    ? 'Please select a customer first'
    : !password.trim()
      ? 'Enter a password for the video ID first.'
      : null;

  const upload = async (blob: Blob, fileName: string) => {
    setBusy(true);
    try {
      await uploadDealerFile(blob, fileName, {
        fileType: 'video_id_check',
        customerId,
        customerName,
        filePassword: password,
      });
      toast({
        variant: 'success',
        title: 'Video ID Captured',
        description: `Saved for ${customerName}, password protected.`,
      });
      await refresh();
      return true;
    } catch (error) {
      reportUploadError(error, 'Failed to upload video ID');
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <CaptureLayout
      title="Video ID Verification"
      intro="Record the customer holding their ID: 10 seconds, stopped automatically."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Card
          as="section"
          className="grid min-w-0 content-start gap-4 p-4 sm:p-5"
          aria-label="Video ID details"
        >
          <CustomerSelect
            label="Customer"
            value={customerId}
            emptyLabel="Choose a customer"
            onChange={(id, c) => {
              setCustomerId(id);
              setCustomerName(c?.name ?? '');
            }}
          />
          <FormField
            label="Video password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Card>
        <Card as="section" className="min-w-0 p-4 sm:p-5" aria-label="Camera">
          <CameraCapture
            mode="video"
            maxSeconds={RECORDING_LIMITS.video_id_check}
            blockedReason={blocked}
            busy={busy}
            onUse={upload}
          />
        </Card>
      </div>
      <FileHistory
        title="Video ID history"
        fileTypes={['video_id_check']}
        customerId={customerId}
        emptyText="Video IDs you record appear here."
      />
    </CaptureLayout>
  );
}
