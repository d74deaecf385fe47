import { useEffect, useState } from 'react';
import { timeLeftAt, timeLeftMs, type ServerClock } from '../server-clock';

/** Milliseconds left until `end` by the server's clock (device clock + offset), updated every second. */
export function useTimeLeft(end: string, { offset, answeredAt }: ServerClock): number {
  // The first drawing counts from the answer's own time, never the device's now: the server rendered
  // the page from the same answer, so the app hydrating it draws the same text. A second's difference
  // was a mismatch, after which React drew the page afresh and lost the rates typed into it meanwhile.
  const [left, setLeft] = useState(() => timeLeftAt(end, answeredAt));
  useEffect(() => {
    const tick = () => setLeft(timeLeftMs(end, offset, Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [end, offset]);
  return left;
}
