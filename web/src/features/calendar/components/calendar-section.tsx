// My Bids' "Add to your calendar": the private calendar feed link and the bid
// deadline reminders, below the list of bids (app/routes/bids.tsx puts it there).
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { calendarMessages as m } from '@tender/shared/calendar-messages';
import { useId } from 'react';
import { CalendarLinkPanel } from './calendar-link-panel';
import { ReminderToggles } from './reminder-toggles';

export function CalendarSection() {
  const headingId = useId();
  return (
    <Container maxW="6xl" pb={{ base: '6', md: '10' }}>
      <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4">
        <Stack gap="4">
          <Heading as="h2" size="md" id={headingId}>
            {m.title}
          </Heading>
          <Text color="gray.700">{m.lead}</Text>
          <CalendarLinkPanel />
          <ReminderToggles />
        </Stack>
      </Box>
    </Container>
  );
}
