// POST /my/calendar_link: a new private link (the old one stops); the answer replaces the cached one.
import type { CalendarLinkAnswer } from '@tender/shared/schemas/calendar';
import { mutate } from 'swr';
import { apiFetch } from '../../../lib/api/client';
import { CALENDAR_LINK_KEY } from './get-calendar-link';

export async function makeCalendarLink(): Promise<CalendarLinkAnswer> {
  const answer = await apiFetch<CalendarLinkAnswer>(CALENDAR_LINK_KEY, { method: 'POST' });
  await mutate(CALENDAR_LINK_KEY, { data: answer.data }, { revalidate: false });
  return answer;
}
