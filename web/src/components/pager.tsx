import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export type PagerProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
  /** Pages exist past pageCount that are not counted yet (a list read by cursor): 'of y+', Next stays on. */
  hasMore?: boolean;
};

/** SPEC.md §2: Previous, 'Page x of y', Next. */
export function Pager({ page, pageCount, onPageChange, label = 'Pagination', hasMore = false }: PagerProps) {
  const total = Math.max(pageCount, 1);
  const current = Math.min(Math.max(page, 1), total);
  return (
    <HStack as="nav" aria-label={label} justify="center" gap={{ base: '2', sm: '4' }} py="6">
      <Button variant="outline" size="sm" disabled={current <= 1} onClick={() => onPageChange(current - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <Text aria-live="polite" fontWeight="medium" minW="7rem" textAlign="center">
        {`Page ${current} of ${total}${hasMore ? '+' : ''}`}
      </Text>
      <Button
        variant="outline"
        size="sm"
        disabled={current >= total && !hasMore}
        onClick={() => onPageChange(current + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </HStack>
  );
}
