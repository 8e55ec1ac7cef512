// The camera flow of all three capture screens: start camera, capture or record, preview,
// retake or use. Where the browser refuses the camera, the device's own camera app through `capture`.
import { Camera, Check, Circle, RotateCcw, Square } from 'lucide-react';
import { formatDuration } from '../../../shared/dealer/dealer-files.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCamera } from './use-camera.ts';

export function CameraCapture(props: {
  mode: 'photo' | 'video';
  maxSeconds?: number;
  /** Why the camera cannot start yet (e.g. no customer chosen); null when it can. */
  blockedReason?: string | null;
  busy?: boolean;
  onUse: (blob: Blob, fileName: string) => Promise<boolean>;
}) {
  const maxSeconds = props.maxSeconds ?? 0;
  const camera = useCamera(props.mode, maxSeconds);
  const use = async () => {
    if (!camera.captured) return;
    if (await props.onUse(camera.captured.blob, camera.captured.fileName)) camera.reset();
  };
  const blocked = props.blockedReason ?? null;

  return (
    <div className="grid gap-3" data-testid="camera">
      <div className="relative overflow-hidden rounded-lg bg-slate-900" style={{ aspectRatio: '4 / 3' }}>
        {(camera.state === 'started' || camera.state === 'recording' || camera.state === 'starting') && (
          <video
            ref={camera.videoRef}
            muted
            playsInline
            className="h-full w-full object-cover"
            data-testid="camera-live"
          />
        )}
        {camera.state === 'starting' && (
          <div className="absolute inset-0 grid place-items-center">
            <Spinner />
          </div>
        )}
        {camera.state === 'preview' &&
          camera.captured &&
          (props.mode === 'photo' ? (
            <img
              src={camera.captured.url}
              alt="Captured ID document"
              className="h-full w-full object-contain"
              data-testid="camera-preview"
            />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: a fresh recording has no captions
            <video
              src={camera.captured.url}
              controls
              playsInline
              className="h-full w-full object-contain"
              data-testid="camera-preview"
            />
          ))}
        {camera.state === 'idle' && (
          <div className="absolute inset-0 grid place-items-center p-4 text-center text-sm text-slate-200">
            {blocked ??
              (props.mode === 'photo'
                ? 'Start the camera to photograph the document.'
                : 'Start the camera to record.')}
          </div>
        )}
        {camera.state === 'recording' && (
          <p
            className="absolute top-2 left-2 flex items-center gap-1 rounded bg-red-600 px-2 py-1 text-xs font-semibold text-white"
            role="status"
            data-testid="recording-timer"
          >
            <Circle className="h-3 w-3 fill-current" aria-hidden="true" /> Recording{' '}
            {formatDuration(camera.elapsed)} / {formatDuration(maxSeconds)}
          </p>
        )}
      </div>

      <div className="flex flex-wrap gap-2">
        {camera.state === 'idle' && (
          <Button onClick={camera.start} disabled={blocked !== null}>
            <Camera className="h-4 w-4" aria-hidden="true" /> Start Camera
          </Button>
        )}
        {camera.state === 'started' && props.mode === 'photo' && (
          <Button onClick={camera.takePhoto} disabled={!camera.live}>
            <Camera className="h-4 w-4" aria-hidden="true" /> Capture
          </Button>
        )}
        {camera.state === 'started' && props.mode === 'video' && (
          <Button onClick={camera.startRecording} disabled={!camera.live}>
            <Circle className="h-4 w-4 fill-current" aria-hidden="true" /> Start Recording
          </Button>
        )}
        {camera.state === 'recording' && (
          <Button variant="destructive" onClick={camera.stopRecording}>
            <Square className="h-4 w-4" aria-hidden="true" /> Stop Recording
          </Button>
        )}
        {camera.state === 'preview' && (
          <>
            <Button variant="outline" onClick={camera.retake} disabled={props.busy}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" /> Retake
            </Button>
            <Button onClick={use} disabled={props.busy || blocked !== null}>
              <Check className="h-4 w-4" aria-hidden="true" />
              {props.busy ? 'Uploading…' : props.mode === 'photo' ? 'Use Photo' : 'Use Video'}
            </Button>
          </>
        )}
      </div>

      {camera.fallback && camera.state !== 'preview' && (
        <label className="grid gap-1 text-sm">
          <span className="font-medium text-slate-800">
            {props.mode === 'photo' ? 'Take a photo with the device camera' : 'Record with the device camera'}
          </span>
          <input
            type="file"
            accept={props.mode === 'photo' ? 'image/*' : 'video/*'}
            capture="environment"
            disabled={blocked !== null}
            className="w-full min-w-0 text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) camera.fromFile(file);
              e.target.value = '';
            }}
          />
        </label>
      )}
    </div>
  );
}
