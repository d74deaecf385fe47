// GET /my/calendar_link (functions/contracts/calendar.ts): the caller's private calendar feed link.
import type { CalendarLinkAnswer } from '@tender/shared/schemas/calendar';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export const CALENDAR_LINK_KEY = '/my/calendar_link';

export const fetchCalendarLink = (key: string) => apiFetch<CalendarLinkAnswer>(key);

export function useCalendarLink() {
  return useSWR<CalendarLinkAnswer, ApiError>(CALENDAR_LINK_KEY, fetchCalendarLink);
}
