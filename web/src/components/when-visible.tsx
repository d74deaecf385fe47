import { Box } from '@chakra-ui/react/box';
import { type ReactNode, useEffect, useRef, useState } from 'react';

export type WhenVisibleProps = {
  children: ReactNode;
  /** Shown (and sized) until the area comes near the viewport. */
  placeholder: ReactNode;
  rootMargin?: string;
};

/**
 * Renders children once their place comes within `rootMargin` of the viewport. Used to keep code that is
 * far below the fold (the home page contact form, with Formik and Yup) out of the page's initial JS.
 */
export function WhenVisible({ children, placeholder, rootMargin = '600px 0px' }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Starts hidden everywhere, prerender included, so hydration meets the placeholder the HTML has.
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  return <Box ref={ref}>{visible ? children : placeholder}</Box>;
}
