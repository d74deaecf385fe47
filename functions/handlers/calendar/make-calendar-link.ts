import { calendarMessages as m } from '@tender/shared/calendar-messages';
import { makeMyCalendarLink as contract } from '../../contracts/calendar';
import { makeCalendarLink } from '../../domain/calendar/calendar-link';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ caller }) => ({
  message: m.madeLink,
  data: await makeCalendarLink(caller, new Date()),
}));
