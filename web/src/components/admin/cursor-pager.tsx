import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CursorPages } from './use-cursor-pages';

export type CursorPagerProps = {
  /** 1-based. */
  page: number;
  /** The list's next_cursor: null on the last page. */
  nextCursor: string | null | undefined;
  onNext: (cursor: string) => void;
  onPrevious: () => void;
  label?: string;
};

/** Previous, 'Page n' and Next over a list paged by the server's cursor (the total is not known). */
export function CursorPager({ page, nextCursor, onNext, onPrevious, label = 'Pagination' }: CursorPagerProps) {
  if (page <= 1 && !nextCursor) return null;
  return (
    <HStack as="nav" aria-label={label} justify="center" gap={{ base: '2', sm: '4' }} py="4">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={onPrevious}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <Text aria-live="polite" fontWeight="medium" minW="5rem" textAlign="center">
        Page {page}
      </Text>
      <Button variant="outline" size="sm" disabled={!nextCursor} onClick={() => nextCursor && onNext(nextCursor)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </HStack>
  );
}

export type PagesPagerProps = {
  /** useCursorPages' state of the list. */
  pages: CursorPages;
  nextCursor: string | null | undefined;
  label: string;
};

/** The pager of a list paged with useCursorPages. */
export function PagesPager({ pages, nextCursor, label }: PagesPagerProps) {
  return (
    <CursorPager
      label={label}
      page={pages.page}
      nextCursor={nextCursor}
      onNext={pages.next}
      onPrevious={pages.previous}
    />
  );
}
