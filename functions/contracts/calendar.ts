import {
  CalendarFeedParams,
  CalendarLinkAnswer,
  ReminderSettings,
  ReminderSettingsAnswer,
} from '@tender/shared/schemas/calendar';
import { defineRoute } from './route-contract';

const tag = 'Calendar and reminders';

// The contractor's calendar: a private, signed feed URL a calendar app polls (no
// session: the link is the key, and a new link revokes it), and which deadline reminders the
// send-bid-reminders job (functions/jobs.ts) mails the account.

export const getCalendarFeed = defineRoute({
  method: 'GET',
  // API Gateway takes no dot inside a path parameter's segment: the token may end in `.ics` itself.
  path: '/calendar/{token}',
  handler: 'calendar/get-calendar-feed',
  auth: 'public',
  tag,
  summary:
    'The account’s calendar (iCalendar, text/calendar): the pre-bid meeting, clarification end, bid submission end, opening and award of every tender it follows or bids on. 404 for a link that is not genuine or was replaced',
  businessRules: [{ field: 'token', rule: 'the signed link of the account’s current calendar link' }],
  params: CalendarFeedParams,
  answers: { 200: null },
  textAnswer: 'text/calendar',
  errors: [404],
  // Calendar apps poll each link every hour or so, from many addresses behind their own servers.
  addressLimit: { limit: 120, windowSeconds: 600 },
  // The link's HMAC key is derived from the JWT key.
  access: { table: 'read', secrets: ['jwt'] },
});

export const getMyCalendarLink = defineRoute({
  method: 'GET',
  path: '/my/calendar_link',
  handler: 'calendar/get-calendar-link',
  auth: 'user',
  tag,
  summary: 'The caller’s private calendar feed link, or null until it makes one',
  answers: { 200: CalendarLinkAnswer },
  access: { table: 'read' },
});

export const makeMyCalendarLink = defineRoute({
  method: 'POST',
  path: '/my/calendar_link',
  handler: 'calendar/make-calendar-link',
  auth: 'user',
  tag,
  summary: 'Makes the caller’s private calendar feed link, or a new one: the old link stops working at once',
  answers: { 200: CalendarLinkAnswer },
  access: { table: 'write', writes: ['USER'] },
});

export const getMyReminders = defineRoute({
  method: 'GET',
  path: '/my/reminders',
  handler: 'calendar/get-reminder-settings',
  auth: 'user',
  tag,
  summary: 'Which bid deadline reminders (7 days, 3 days, 24 hours, 2 hours before) the caller is mailed',
  answers: { 200: ReminderSettingsAnswer },
  access: { table: 'read' },
});

export const saveMyReminders = defineRoute({
  method: 'PUT',
  path: '/my/reminders',
  handler: 'calendar/save-reminder-settings',
  auth: 'user',
  tag,
  summary: 'Turns each bid deadline reminder on or off',
  body: ReminderSettings,
  answers: { 200: ReminderSettingsAnswer },
  access: { table: 'write', writes: ['USER'] },
});

export const calendarRoutes = [
  getCalendarFeed,
  getMyCalendarLink,
  makeMyCalendarLink,
  getMyReminders,
  saveMyReminders,
] as const;
