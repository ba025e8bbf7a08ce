// The current time, ticking every second while any of the given moments is still ahead (countdowns).
import { useEffect, useState } from 'react';

export function useNow(...deadlines: (number | null | undefined)[]): number {
  const [now, setNow] = useState(() => Date.now());
  const ahead = deadlines.some((deadline) => typeof deadline === 'number' && deadline > now);
  useEffect(() => {
    if (!ahead) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ahead]);
  return now;
}
