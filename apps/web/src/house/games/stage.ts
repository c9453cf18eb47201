import { useEffect, useRef } from 'react';
import type { PlayRoundResult } from '../api/read-house';

/** idle: nothing in flight; playing: the request is out; revealing: the answer is being shown. */
export type Phase = 'idle' | 'playing' | 'revealing';

export interface StageProps {
  result: PlayRoundResult | null;
  phase: Phase;
  /** Called once when the reveal animation has finished. */
  onRevealed: () => void;
}

/**
 * Runs `steps` callbacks at the given delays (ms from the start of the reveal) once the phase is
 * 'revealing', then `onRevealed`. Animations only: the outcome is already decided by the server.
 */
export function useRevealTimeline(
  phase: Phase,
  delays: readonly number[],
  onStep: (index: number) => void,
  onRevealed: () => void,
  endDelay: number,
) {
  const stepRef = useRef(onStep);
  const doneRef = useRef(onRevealed);
  stepRef.current = onStep;
  doneRef.current = onRevealed;
  const key = delays.join(',');
  useEffect(() => {
    if (phase !== 'revealing') return;
    const timers = key
      .split(',')
      .filter((part) => part !== '')
      .map((delay, index) => window.setTimeout(() => stepRef.current(index), Number(delay)));
    timers.push(window.setTimeout(() => doneRef.current(), endDelay));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [phase, key, endDelay]);
}
