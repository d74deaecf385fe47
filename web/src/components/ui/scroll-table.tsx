import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';

/** A table cell's spacing; a figure's cell is right-aligned with even digits. */
export const tableCell = { p: '2', verticalAlign: 'top', textAlign: 'start' } as const;
export const figureCell = {
  ...tableCell,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;

export type ScrollTableProps = {
  /** The table's name for readers: its caption and its scrolling region's label. */
  label: string;
  /** Below this width the table scrolls sideways inside its box (a phone), never the page. */
  minW?: string;
  /** The header row's cells. */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
};

/** A data table in a bordered box that scrolls on its own, keyboard-reachable and named. */
export function ScrollTable({ label, minW, head, children }: ScrollTableProps) {
  return (
    <Box
      overflowX="auto"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <chakra.table width="full" minW={minW} fontSize="sm" css={{ borderCollapse: 'collapse' }}>
        <chakra.caption srOnly>{label}</chakra.caption>
        <chakra.thead bg="gray.50">
          <tr>{head}</tr>
        </chakra.thead>
        <tbody>{children}</tbody>
      </chakra.table>
    </Box>
  );
}

/** A body row with the tables' divider. */
export function TableRow({ children }: { children: ReactNode }) {
  return (
    <chakra.tr borderTopWidth="1px" borderColor="gray.100">
      {children}
    </chakra.tr>
  );
}
