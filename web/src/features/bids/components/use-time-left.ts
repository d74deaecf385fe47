import { useEffect, useState } from 'react';
import { timeLeftMs } from '../server-clock';

/** Milliseconds left until `end` by the server's clock (device clock + offset), updated every second. */
export function useTimeLeft(end: string, offset: number): number {
  const [left, setLeft] = useState(() => timeLeftMs(end, offset, Date.now()));
  useEffect(() => {
    const tick = () => setLeft(timeLeftMs(end, offset, Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [end, offset]);
  return left;
}
