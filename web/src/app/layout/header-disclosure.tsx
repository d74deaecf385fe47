import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system';
import type { ReactNode, Ref, SyntheticEvent } from 'react';

/** The header's panels share one name: opening one closes the other, natively. */
export const HEADER_PANELS = 'header-panel';

export type HeaderDisclosureProps = {
  detailsRef: Ref<HTMLDetailsElement>;
  /** The summary's name while closed and while open (swapped by CSS, so it is right before any script). */
  labels: { closed: string; open: string };
  icons: { closed: ReactNode; open: ReactNode };
  onToggle?: (event: SyntheticEvent<HTMLDetailsElement>) => void;
  children: ReactNode;
} & Pick<HTMLChakraProps<'details'>, 'display'>;

const iconButtonStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSize: '10',
  borderRadius: 'l2',
  color: 'white',
  cursor: 'pointer',
  listStyle: 'none',
  _hover: { bg: 'whiteAlpha.200' },
  css: { '&::-webkit-details-marker': { display: 'none' } },
} as const;

/**
 * An icon button that opens a panel under the header bar as a `<details>`: the first tap opens it
 * with no script at all. Its panel is placed against the bar (the nearest positioned ancestor).
 */
export function HeaderDisclosure({ detailsRef, labels, icons, onToggle, children, display }: HeaderDisclosureProps) {
  return (
    <chakra.details
      ref={detailsRef}
      name={HEADER_PANELS}
      display={display}
      onToggle={onToggle}
      css={{
        '&[open] > summary .when-closed, &:not([open]) > summary .when-open': { display: 'none' },
      }}
    >
      <chakra.summary {...iconButtonStyles}>
        <chakra.span className="when-closed" display="contents">
          {icons.closed}
          <chakra.span srOnly>{labels.closed}</chakra.span>
        </chakra.span>
        <chakra.span className="when-open" display="contents">
          {icons.open}
          <chakra.span srOnly>{labels.open}</chakra.span>
        </chakra.span>
      </chakra.summary>
      {children}
    </chakra.details>
  );
}
