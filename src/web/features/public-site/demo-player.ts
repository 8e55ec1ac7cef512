import { useCallback, useEffect, useRef, useState } from 'react';

// Demo playback: idle, playing, paused, complete. Each step plays for its duration, then (for
// the dealer demo) a short gap, then the next; after the last step the demo is complete.

export type Phase = 'idle' | 'playing' | 'paused' | 'complete';

export type PlaybackOptions = {
  durationsMs: readonly number[];
  tickMs: number;
  gapMs?: number;
};

/**
 * How much faster the demo clock runs: `?speed=20` in the address plays twenty times as fast (for a
 * presenter in a hurry, and for the browser tests). 1 to 200; anything else is 1.
 */
export function clockSpeed(search = typeof location === 'undefined' ? '' : location.search): number {
  const speed = Number(new URLSearchParams(search).get('speed'));
  return Number.isFinite(speed) && speed >= 1 && speed <= 200 ? speed : 1;
}

export function usePlayback({ durationsMs, tickMs, gapMs = 0 }: PlaybackOptions) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [step, setStep] = useState(0);
  const [elapsedMs, setElapsedMs] = useState(0);
  const speed = useRef(clockSpeed()).current;
  const last = durationsMs.length - 1;

  useEffect(() => {
    if (phase !== 'playing') return;
    const timer = setInterval(() => {
      setElapsedMs((elapsed) => elapsed + tickMs * speed);
    }, tickMs);
    return () => clearInterval(timer);
  }, [phase, tickMs, speed]);

  // Advance when the step (and the gap after it) has run out.
  useEffect(() => {
    if (phase !== 'playing') return;
    const duration = durationsMs[step] ?? 0;
    if (step === last && elapsedMs >= duration) {
      setElapsedMs(duration);
      setPhase('complete');
    } else if (step < last && elapsedMs >= duration + gapMs) {
      setStep(step + 1);
      setElapsedMs(0);
    }
  }, [phase, step, elapsedMs, durationsMs, gapMs, last]);

  const start = useCallback(() => {
    setStep(0);
    setElapsedMs(0);
    setPhase('playing');
  }, []);
  const pause = useCallback(() => setPhase('paused'), []);
  const resume = useCallback(() => setPhase('playing'), []);
  const reset = useCallback(() => {
    setStep(0);
    setElapsedMs(0);
    setPhase('idle');
  }, []);
  /** Clicking a step stops playback and shows that step from its start. */
  const jump = useCallback(
    (index: number) => {
      setStep(Math.max(0, Math.min(last, index)));
      setElapsedMs(0);
      setPhase('paused');
    },
    [last],
  );

  const duration = durationsMs[step] ?? 1;
  const stepPercent = Math.min(100, Math.round((Math.min(elapsedMs, duration) / duration) * 100));
  return { phase, step, stepPercent, elapsedMs, speed, start, pause, resume, reset, jump };
}
