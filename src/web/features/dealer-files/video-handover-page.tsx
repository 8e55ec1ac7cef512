// /video-handover: a handover video of up to 5 minutes (or a customer video of up to 2).
import { Award, ShieldCheck, Smile } from 'lucide-react';
import { useState } from 'react';
import { DEALER_FILE_TYPE_LABELS, RECORDING_LIMITS } from '../../../shared/dealer/dealer-files.schema.ts';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { uploadDealerFile, useRefreshFiles } from './api.ts';
import { CameraCapture } from './camera-capture.tsx';
import { CaptureLayout, reportUploadError } from './capture-layout.tsx';
import { CustomerSelect, SELECT_CLASS } from './customer-select.tsx';
import { FileHistory } from './file-history.tsx';

type Kind = 'video_handover' | 'customer_video';

const BENEFITS = [
  {
    icon: Smile,
    title: 'A handover to remember',
    text: 'Customers keep a personal video of their new car being handed over.',
  },
  {
    icon: ShieldCheck,
    title: 'A record of condition',
    text: 'The car’s condition and what was explained are on record.',
  },
  {
    icon: Award,
    title: 'Reviews and referrals',
    text: 'A memorable handover is the one customers tell friends about.',
  },
];

export default function VideoHandoverPage() {
  const refresh = useRefreshFiles();
  const [customerId, setCustomerId] = useState('');
  const [customerName, setCustomerName] = useState('');
  const [notes, setNotes] = useState('');
  const [kind, setKind] = useState<Kind>('video_handover');
  const [busy, setBusy] = useState(false);

  const upload = async (blob: Blob, fileName: string) => {
    setBusy(true);
    try {
      await uploadDealerFile(blob, fileName, { fileType: kind, customerId, customerName, notes });
      toast({
        variant: 'success',
        title: 'Video Handover Recorded',
        description: `Saved for ${customerName}.`,
      });
      await refresh();
      return true;
    } catch (error) {
      reportUploadError(error, 'Failed to upload video');
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <CaptureLayout
      title="Video Handover"
      intro="Record the handover of the car: up to 5 minutes, stopped automatically at the limit."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Card
          as="section"
          className="grid min-w-0 content-start gap-4 p-4 sm:p-5"
          aria-label="Handover details"
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
          <div className="grid min-w-0 gap-1.5">
            <label htmlFor="video-kind" className="text-sm font-medium text-slate-800">
              Video
            </label>
            <select
              id="video-kind"
              className={SELECT_CLASS}
              value={kind}
              onChange={(e) => setKind(e.target.value as Kind)}
            >
              <option value="video_handover">
                {DEALER_FILE_TYPE_LABELS.video_handover} (up to 5 minutes)
              </option>
              <option value="customer_video">
                {DEALER_FILE_TYPE_LABELS.customer_video} (up to 2 minutes)
              </option>
            </select>
          </div>
          <div className="grid min-w-0 gap-1.5">
            <label htmlFor="handover-notes" className="text-sm font-medium text-slate-800">
              Notes (optional)
            </label>
            <textarea
              id="handover-notes"
              rows={2}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              className="w-full min-w-0 rounded-md border border-slate-300 px-3 py-2 text-base sm:text-sm"
            />
          </div>
        </Card>
        <Card as="section" className="min-w-0 p-4 sm:p-5" aria-label="Camera">
          <CameraCapture
            key={kind}
            mode="video"
            maxSeconds={RECORDING_LIMITS[kind]}
            blockedReason={customerId ? null : 'Please select a customer first'}
            busy={busy}
            onUse={upload}
          />
        </Card>
      </div>
      <FileHistory
        title="Handover history"
        fileTypes={['video_handover', 'customer_video']}
        customerId={customerId}
        emptyText="Recorded handovers appear here."
      />
      <section aria-label="Why record handovers" className="grid gap-4 sm:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <Card key={title} className="p-4">
            <Icon className="h-6 w-6 text-brand" aria-hidden="true" />
            <h2 className="mt-2 font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </Card>
        ))}
      </section>
    </CaptureLayout>
  );
}
