import { chakra } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * Holds a form's fields and buttons disabled until the page is live. In a prerendered page a click
 * on Send before the script has run would submit the form natively (its values in the address)
 * instead of through the app, and text typed before hydration would be dropped from the form's
 * state (the field shows it, a submit would not use it).
 */
export function LiveFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <chakra.fieldset disabled={!hydrated} border="0" m="0" p="0" minW="0">
      {children}
    </chakra.fieldset>
  );
}
