// The bid deadline reminders: one checkbox each, saved as soon as it changes.
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { calendarMessages as m, reminderLabels } from '@tender/shared/calendar-messages';
import { REMINDER_THRESHOLDS } from '@tender/shared/reminders';
import type { ReminderSettings } from '@tender/shared/schemas/calendar';
import type { ReminderThreshold } from '@tender/shared/reminders';
import { useId, useState } from 'react';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { Notice } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api/api-error';
import { useReminderSettings } from '../api/get-reminder-settings';
import { saveReminderSettings } from '../api/save-reminder-settings';

export function ReminderToggles() {
  const { data, error, isValidating, mutate } = useReminderSettings();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string }>();
  const headingId = useId();
  const settings = data?.data;

  const handleChange = async (threshold: ReminderThreshold, on: boolean) => {
    if (!settings) return;
    const next: ReminderSettings = { ...settings, [threshold]: on };
    setSaving(true);
    setNotice(undefined);
    try {
      const answer = await saveReminderSettings(next);
      setNotice({ status: 'success', text: answer.message ?? m.remindersSaved });
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setNotice({ status: 'error', text: failure.message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack as="fieldset" gap="2" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId}>
        {m.remindersTitle}
      </Heading>
      <Text fontSize="sm" color="gray.700">
        {m.remindersLead}
      </Text>
      {error ? <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} /> : null}
      {!settings && !error ? <LoadingState /> : null}
      {settings ? (
        <Stack gap="2">
          {REMINDER_THRESHOLDS.map((threshold) => (
            <Checkbox
              key={threshold}
              checked={settings[threshold]}
              disabled={saving}
              onCheckedChange={(change) => void handleChange(threshold, change.checked === true)}
            >
              {`Mail me ${reminderLabels[threshold]} the deadline`}
            </Checkbox>
          ))}
        </Stack>
      ) : null}
      <Box aria-live="polite">{notice ? <Notice status={notice.status} title={notice.text} /> : null}</Box>
    </Stack>
  );
}
