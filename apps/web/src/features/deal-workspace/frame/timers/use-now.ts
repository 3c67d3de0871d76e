import { useEffect, useState } from 'react';

/** The timers' tick (002 §9: the countdown ticks each second). */
export const TICK_MS = 1000;

/** Now (ms), renewed every second while `running`: one interval per caller, cleared on unmount or when stopped. */
export function useNow(running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
