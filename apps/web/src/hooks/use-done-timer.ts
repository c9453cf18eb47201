import { useEffect, useRef, useState } from 'react';

/**
 * A form that is done after a success toast: `finish` marks it done (the submit stays disabled)
 * and runs `action` (leave the page) after `delayMs`; leaving earlier cancels the action.
 */
export function useDoneTimer() {
  const [isDone, setIsDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const finish = (delayMs: number, action: () => void) => {
    setIsDone(true);
    timer.current = window.setTimeout(action, delayMs);
  };
  return { isDone, finish };
}
