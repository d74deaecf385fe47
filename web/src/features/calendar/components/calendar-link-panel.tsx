// The private calendar feed link: shown read-only with a copy button and how to add it
// to Google Calendar or Outlook; "Make a new link" replaces it (the old link stops at once).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { calendarMessages as m } from '@tender/shared/calendar-messages';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { Notice } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api/api-error';
import { useCalendarLink } from '../api/get-calendar-link';
import { makeCalendarLink } from '../api/make-calendar-link';

/** The clipboard API where the page may use it; else the old way, from the selected field. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

export function CalendarLinkPanel() {
  const { data, error, isValidating, mutate } = useCalendarLink();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string }>();
  const field = useRef<HTMLInputElement>(null);
  const link = data?.data;

  const handleMake = async () => {
    setBusy(true);
    setNotice(undefined);
    try {
      const answer = await makeCalendarLink();
      setNotice({ status: 'success', text: answer.message ?? m.madeLink });
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setNotice({ status: 'error', text: failure.message });
    } finally {
      setBusy(false);
    }
  };

  const handleCopy = async () => {
    if (!link?.url) return;
    if (await copyText(link.url, field.current)) setNotice({ status: 'success', text: m.copied });
  };

  if (error) return <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />;
  if (!link) return <LoadingState />;
  return (
    <Stack gap="3">
      {link.url ? (
        <>
          <Field label="Your calendar link">
            <HStack gap="2" flexWrap={{ base: 'wrap', sm: 'nowrap' }} w="full">
              <Input
                ref={field}
                value={link.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                fontFamily="mono"
                fontSize="sm"
              />
              <Button colorPalette="blue" onClick={() => void handleCopy()} flexShrink={0}>
                <Copy aria-hidden="true" />
                {m.copy}
              </Button>
            </HStack>
          </Field>
          <Stack as="ul" gap="1" fontSize="sm" color="gray.700" ps="5">
            <li>{m.googleHint}</li>
            <li>{m.outlookHint}</li>
          </Stack>
        </>
      ) : (
        <Text>{m.noLink}</Text>
      )}
      <Box aria-live="polite">{notice ? <Notice status={notice.status} title={notice.text} /> : null}</Box>
      <Box>
        <Button variant="outline" colorPalette="blue" loading={busy} onClick={() => void handleMake()}>
          {link.url ? <RefreshCw aria-hidden="true" /> : <CalendarPlus aria-hidden="true" />}
          {link.url ? m.newLink : m.makeLink}
        </Button>
        {link.url ? (
          <Text fontSize="sm" color="gray.600" mt="1">
            {m.newLinkHint}
          </Text>
        ) : null}
      </Box>
    </Stack>
  );
}
