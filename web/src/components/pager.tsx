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
};

/** SPEC.md §2: Previous, 'Page x of y', Next. */
export function Pager({ page, pageCount, onPageChange, label = 'Pagination' }: PagerProps) {
  const total = Math.max(pageCount, 1);
  const current = Math.min(Math.max(page, 1), total);
  return (
    <HStack as="nav" aria-label={label} justify="center" gap={{ base: '2', sm: '4' }} py="6">
      <Button variant="outline" size="sm" disabled={current <= 1} onClick={() => onPageChange(current - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <Text aria-live="polite" fontWeight="medium" minW="7rem" textAlign="center">
        Page {current} of {total}
      </Text>
      <Button variant="outline" size="sm" disabled={current >= total} onClick={() => onPageChange(current + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </HStack>
  );
}
