import { Camera, CameraOff, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { UploadProgress } from './upload-progress.tsx';

// Ask for 1920×1080, keep the still as a JPEG at quality 0.9.
const CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 1920 }, height: { ideal: 1080 }, facingMode: 'user' },
  audio: false,
};
const JPEG_QUALITY = 0.9;

type Phase = 'starting' | 'live' | 'preview' | 'error';
type Photo = { blob: Blob; url: string };

function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

function encodeFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas'));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}

/**
 * Take Photo: start the camera, capture, preview, then retake or use. Every track is stopped
 * when the dialog closes. `onUse` uploads the JPEG and resolves true when the dialog may close.
 */
export function CameraCapture(props: {
  open: boolean;
  onClose: () => void;
  onUse: (photo: Blob) => Promise<boolean>;
  progress: number | null;
}) {
  const { open, onClose, onUse, progress } = props;
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [phase, setPhase] = useState<Phase>('starting');
  const [ready, setReady] = useState(false);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [attempt, setAttempt] = useState(0);
  const busy = progress !== null;

  // Start the camera while the dialog is open; stop every track when it closes (or on a retry).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` (Try Again) restarts the camera
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    let started: MediaStream | null = null;
    setPhase('starting');
    setReady(false);
    const request = navigator.mediaDevices?.getUserMedia
      ? navigator.mediaDevices.getUserMedia(CONSTRAINTS)
      : Promise.reject(new Error('This browser offers no camera here'));
    request.then(
      (media) => {
        if (cancelled) return stopStream(media);
        started = media;
        setStream(media);
        setPhase('live');
      },
      () => {
        if (cancelled) return;
        setPhase('error');
        toast({
          title: 'Camera Error',
          description: 'Unable to access camera. Please check permissions.',
          variant: 'destructive',
        });
      },
    );
    return () => {
      cancelled = true;
      stopStream(started);
      setStream(null);
    };
  }, [open, attempt]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);

  // Forget the still when the dialog closes; release its object URL whenever it is replaced.
  useEffect(() => {
    if (!open) setPhoto(null);
  }, [open]);
  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );

  async function capture() {
    const video = videoRef.current;
    if (!video?.videoWidth) return;
    try {
      const blob = await encodeFrame(video);
      setPhoto({ blob, url: URL.createObjectURL(blob) });
      setPhase('preview');
    } catch {
      toast({ title: 'Camera Error', description: 'The photo could not be taken.', variant: 'destructive' });
    }
  }

  const retake = () => {
    setPhoto(null);
    setPhase('live');
  };

  const use = async () => {
    if (photo && (await onUse(photo.blob))) onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      title="Take Photo"
      description={
        phase === 'preview' ? 'Use this photo, or retake it.' : 'Face the camera, then press Capture.'
      }
    >
      <div className="grid gap-4">
        <div className="relative overflow-hidden rounded-lg bg-slate-900">
          <video
            ref={videoRef}
            aria-label="Camera preview"
            className={
              phase === 'live' || phase === 'starting' ? 'aspect-video w-full object-contain' : 'hidden'
            }
            autoPlay
            playsInline
            muted
            onLoadedMetadata={() => setReady(true)}
          />
          {phase === 'starting' && (
            <p role="status" className="absolute inset-0 flex items-center justify-center text-sm text-white">
              Starting the camera…
            </p>
          )}
          {phase === 'preview' && photo && (
            <img src={photo.url} alt="Captured" className="aspect-video w-full object-contain" />
          )}
          {phase === 'error' && (
            <div
              role="alert"
              className="flex aspect-video flex-col items-center justify-center gap-2 p-4 text-center text-sm text-white"
            >
              <CameraOff className="h-8 w-8" aria-hidden="true" />
              <p>Unable to access camera. Please check permissions.</p>
            </div>
          )}
        </div>

        {busy && <UploadProgress value={progress} label="Uploading the photo" />}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {phase === 'error' && (
            <Button onClick={() => setAttempt((n) => n + 1)}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" /> Try Again
            </Button>
          )}
          {(phase === 'live' || phase === 'starting') && (
            <Button onClick={() => void capture()} disabled={phase !== 'live' || !ready}>
              <Camera className="h-4 w-4" aria-hidden="true" /> Capture
            </Button>
          )}
          {phase === 'preview' && (
            <>
              <Button variant="outline" onClick={retake} disabled={busy}>
                <RotateCcw className="h-4 w-4" aria-hidden="true" /> Retake
              </Button>
              <Button onClick={() => void use()} disabled={busy}>
                {busy ? 'Uploading…' : 'Use Photo'}
              </Button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
