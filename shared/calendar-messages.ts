// The contractor's calendar feed and bid reminders: what My Bids shows, what the
// reminder mail says, and what a calendar link that does not work answers.

import type { ReminderThreshold } from './reminders';

export { REMINDER_THRESHOLDS, type ReminderThreshold } from './reminders';

/** How each reminder is named on My Bids and in its mail. */
export const reminderLabels: Record<ReminderThreshold, string> = {
  d7: '7 days before',
  d3: '3 days before',
  h24: '24 hours before',
  h2: '2 hours before',
};

export const calendarMessages = {
  title: 'Add to your calendar',
  lead: 'Your private calendar link holds the dates of every tender you follow or bid on: pre-bid meeting, clarification end, bid submission end, opening and award. Keep it to yourself: anyone with the link can read these dates.',
  copy: 'Copy link',
  copied: 'Link copied',
  makeLink: 'Make a calendar link',
  newLink: 'Make a new link',
  newLinkHint: 'A new link stops the old one: add the new link to your calendar app again.',
  madeLink: 'Your new calendar link is ready. The old link no longer works.',
  googleHint: 'Google Calendar: Other calendars, +, From URL, then paste the link.',
  outlookHint: 'Outlook: Add calendar, Subscribe from web, then paste the link.',
  noLink: 'You have no calendar link yet.',
  linkInvalid: 'This calendar link is not valid or has been replaced. Log in and copy your link from My Bids.',
  remindersTitle: 'Bid deadline reminders',
  remindersLead:
    'We mail you before the bid submission end of each tender you follow or have started a bid on (not for a bid already submitted, unless a corrigendum asks you to submit again).',
  remindersSaved: 'Your reminder settings are saved.',
  remindersInvalid: 'Each reminder must be on or off.',
  reminderSubject: (tenderUid: string, left: string) => `Reminder: tender ${tenderUid} closes in ${left}`,
  reminderSettingsLink: 'Change your reminders on My Bids.',
} as const;
