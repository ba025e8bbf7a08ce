// The current time, renewed every minute, so what depends on it (a class's badge, its join button) changes as time
// passes rather than only when the data is fetched again.
import { useEffect, useState } from 'react';

const MINUTE = 60_000;

export function useNow(interval = MINUTE): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return now;
}
