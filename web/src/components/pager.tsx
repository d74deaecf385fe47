import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';

export type PagerProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
  /** Pages exist past pageCount that are not counted yet (a list read by cursor): 'of y+', Next stays on. */
  hasMore?: boolean;
  /**
   * The address of a page: Previous and Next become links to it, so the pager turns pages before
   * any script (a page rendered on the server); once the app runs, a click turns it with onPageChange.
   */
  hrefFor?: (page: number) => string;
};

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

type PagerControlProps = {
  target: number;
  enabled: boolean;
  onPageChange: (page: number) => void;
  hrefFor?: (page: number) => string;
  children: ReactNode;
};

/**
 * Previous or Next: a button, or with hrefFor a link (a disabled one is plain text: no dead link).
 * The link and the text take the button's look, not its `type="button"`.
 */
function PagerControl({ target, enabled, onPageChange, hrefFor, children }: PagerControlProps) {
  if (!hrefFor) {
    return (
      <Button variant="outline" size="sm" disabled={!enabled} onClick={() => onPageChange(target)}>
        {children}
      </Button>
    );
  }
  if (!enabled) {
    return (
      <Button asChild variant="outline" size="sm" type={undefined}>
        <span aria-disabled="true">{children}</span>
      </Button>
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    onPageChange(target);
  };
  return (
    <Button asChild variant="outline" size="sm" type={undefined}>
      <a href={hrefFor(target)} onClick={handleClick}>
        {children}
      </a>
    </Button>
  );
}

/** SPEC.md §2: Previous, 'Page x of y', Next. */
export function Pager({ page, pageCount, onPageChange, label = 'Pagination', hasMore = false, hrefFor }: PagerProps) {
  const total = Math.max(pageCount, 1);
  const current = Math.min(Math.max(page, 1), total);
  return (
    <HStack as="nav" aria-label={label} justify="center" gap={{ base: '2', sm: '4' }} py="6">
      <PagerControl target={current - 1} enabled={current > 1} onPageChange={onPageChange} hrefFor={hrefFor}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </PagerControl>
      <Text aria-live="polite" fontWeight="medium" minW="7rem" textAlign="center">
        {`Page ${current} of ${total}${hasMore ? '+' : ''}`}
      </Text>
      <PagerControl
        target={current + 1}
        enabled={current < total || hasMore}
        onPageChange={onPageChange}
        hrefFor={hrefFor}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </PagerControl>
    </HStack>
  );
}
