// The camera of the device in hand (the rear one preferred: the dealer films the customer's ID or the car),
// photos drawn from the live picture, and recordings in whatever MediaRecorder supports, stopped
// automatically at the limit. Camera states: idle, camera started, recording, preview.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/use-toast.ts';
import { withWebmDuration } from './webm-duration.ts';

export type CameraState = 'idle' | 'starting' | 'started' | 'recording' | 'preview';
export type Captured = { blob: Blob; url: string; fileName: string };

const RECORDING_TYPES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4;codecs=avc1,mp4a',
  'video/mp4',
];

function recordingType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

function clearTimer(timer: { current: ReturnType<typeof setInterval> | null }) {
  if (timer.current) clearInterval(timer.current);
  timer.current = null;
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

export function useCamera(mode: 'photo' | 'video', maxSeconds: number) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | null>(null);
  const [state, setState] = useState<CameraState>('idle');
  const [captured, setCaptured] = useState<Captured | null>(null);
  const [elapsed, setElapsed] = useState(0);
  /** getUserMedia refused or missing: the screen offers the device's own camera through a file input. */
  const [fallback, setFallback] = useState(false);
  /** The live picture has its first frame: before that a photo would be empty and a recording black. */
  const [live, setLive] = useState(false);

  const stopTracks = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  useEffect(
    () => () => {
      clearTimer(timerRef);
      if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
      stopTracks();
    },
    [stopTracks],
  );

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setFallback(true);
      toast({
        variant: 'destructive',
        title: 'Camera Error',
        description: 'Unable to access camera. Please check permissions.',
      });
      return;
    }
    setState('starting');
    setLive(false);
    const video = { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } };
    try {
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video, audio: mode === 'video' });
      } catch (error) {
        // Some devices refuse the microphone but give the camera: record without sound then.
        if (mode !== 'video') throw error;
        stream = await navigator.mediaDevices.getUserMedia({ video });
      }
      streamRef.current = stream;
      setState('started');
      requestAnimationFrame(() => {
        if (videoRef.current) {
          videoRef.current.addEventListener('loadeddata', () => setLive(true), { once: true });
          videoRef.current.srcObject = stream;
          void videoRef.current.play().catch(() => undefined);
        }
      });
    } catch {
      setState('idle');
      setFallback(true);
      toast({
        variant: 'destructive',
        title: 'Camera Error',
        description: 'Unable to access camera. Please check permissions.',
      });
    }
  }, [mode]);

  const showPreview = useCallback(
    (blob: Blob, fileName: string) => {
      stopTracks();
      setCaptured({ blob, url: URL.createObjectURL(blob), fileName });
      setState('preview');
    },
    [stopTracks],
  );

  const takePhoto = useCallback(() => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    canvas.toBlob((blob) => blob && showPreview(blob, `id-photo-${stamp()}.jpg`), 'image/jpeg', 0.92);
  }, [showPreview]);

  const stopRecording = useCallback(() => {
    clearTimer(timerRef);
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  }, []);

  const startRecording = useCallback(() => {
    const stream = streamRef.current;
    if (!stream) return;
    const type = recordingType();
    try {
      const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
      const parts: Blob[] = [];
      recorder.ondataavailable = (event) => event.data.size > 0 && parts.push(event.data);
      let began = Date.now();
      // The limit counts recorded time: on a busy phone the recorder can start seconds after it was asked to.
      recorder.onstart = () => {
        began = Date.now();
        clearTimer(timerRef);
        timerRef.current = setInterval(() => {
          const seconds = (Date.now() - began) / 1000;
          setElapsed(Math.min(maxSeconds, Math.floor(seconds)));
          // Recording stops by itself at the limit.
          if (seconds >= maxSeconds) stopRecording();
        }, 200);
      };
      recorder.onstop = async () => {
        const mime = recorder.mimeType || type || 'video/webm';
        const extension = mime.includes('mp4') ? 'mp4' : 'webm';
        const recording = new Blob(parts, { type: mime.split(';')[0] });
        // Seekable in the browser only with a Duration in the file (see webm-duration.ts).
        const seekable = await withWebmDuration(recording, Date.now() - began).catch(() => recording);
        showPreview(seekable, `video-${stamp()}.${extension}`);
      };
      recorder.onerror = () =>
        toast({
          variant: 'destructive',
          title: 'Recording Error',
          description: 'The recording stopped unexpectedly. Please try again.',
        });
      recorderRef.current = recorder;
      recorder.start(1000);
      setElapsed(0);
      setState('recording');
    } catch {
      toast({
        variant: 'destructive',
        title: 'Recording Error',
        description: 'This browser cannot record video here. Use the device camera instead.',
      });
      setFallback(true);
    }
  }, [maxSeconds, showPreview, stopRecording]);

  /** Retake: back to the live camera. */
  const retake = useCallback(() => {
    if (captured) URL.revokeObjectURL(captured.url);
    setCaptured(null);
    setElapsed(0);
    void start();
  }, [captured, start]);

  /** After "use": the preview is done with; the camera is off until started again. */
  const reset = useCallback(() => {
    if (captured) URL.revokeObjectURL(captured.url);
    setCaptured(null);
    setElapsed(0);
    setState('idle');
  }, [captured]);

  /** A file from the device's own camera app (the `capture` fallback) goes to the same preview. */
  const fromFile = useCallback(
    (file: File) => {
      const wanted = mode === 'photo' ? 'image/' : 'video/';
      if (!file.type.startsWith(wanted)) {
        toast({
          variant: 'destructive',
          title: 'Upload Failed',
          description: mode === 'photo' ? 'Choose an image file.' : 'Choose a video file.',
        });
        return;
      }
      showPreview(file, file.name);
    },
    [mode, showPreview],
  );

  return {
    videoRef,
    state,
    live,
    captured,
    elapsed,
    fallback,
    start,
    takePhoto,
    startRecording,
    stopRecording,
    retake,
    reset,
    fromFile,
  };
}
