import { Accordion } from '@chakra-ui/react/accordion';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { accordionSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

export type AccordionItemData = { value: string; title: ReactNode; content: ReactNode };

export type AccordionListProps = {
  items: readonly AccordionItemData[];
  /** Items open at first. */
  defaultValue?: string[];
  /** Allow several items open at once. */
  multiple?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/**
 * Chakra Accordion with a real heading around each trigger button (so the outline stays in order).
 * Triggers are buttons: Tab, Enter/Space, and the arrow keys, Home and End move between them.
 */
export function AccordionList({ items, defaultValue, multiple = false, headingLevel = 'h2' }: AccordionListProps) {
  return (
    <Accordion.Root
      recipe={accordionSlotRecipe}
      multiple={multiple}
      collapsible
      defaultValue={defaultValue}
      variant="enclosed"
    >
      {items.map((item) => (
        <Accordion.Item key={item.value} value={item.value}>
          <Heading as={headingLevel} size="md">
            <Accordion.ItemTrigger
              px="4"
              py="3"
              cursor="pointer"
              fontWeight="semibold"
              fontSize={{ base: 'md', md: 'lg' }}
            >
              <Box as="span" flex="1" textAlign="start">
                {item.title}
              </Box>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody px="4" pb="5">
              {item.content}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
