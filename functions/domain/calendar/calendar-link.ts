import type { CalendarLink } from '@tender/shared/schemas/calendar';
import { getCalendarLink, raiseCalendarLinkVersion } from '../../data/calendar-settings-repository';
import type { Caller } from '../market/caller';
import { calendarFeedUrl } from './calendar-token';

/** GET /my/calendar_link: the caller's current feed link, or none yet. */
export async function currentCalendarLink(caller: Caller): Promise<CalendarLink> {
  const link = await getCalendarLink(caller.userId);
  if (!link) return { url: null, created_at: null };
  return {
    url: await calendarFeedUrl({ accountId: caller.userId, version: link.version }),
    created_at: link.created_at,
  };
}

/** POST /my/calendar_link: a new feed link; the one before (if any) stops working at once. */
export async function makeCalendarLink(caller: Caller, now: Date): Promise<CalendarLink> {
  const link = await raiseCalendarLinkVersion(caller.userId, now);
  return {
    url: await calendarFeedUrl({ accountId: caller.userId, version: link.version }),
    created_at: link.created_at,
  };
}
