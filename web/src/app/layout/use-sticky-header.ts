import { STICKY_HEADER_SCROLL_PX } from '@tender/shared/constants';
import { useEffect, useState } from 'react';

/** True once the page has scrolled more than 300 px (SPEC.md §9). */
export function useStickyHeader(threshold: number = STICKY_HEADER_SCROLL_PX): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setSticky(window.scrollY > threshold);
    };
    const handleScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', handleScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return sticky;
}
