import { calendarMessages as m, reminderLabels, type ReminderThreshold } from '@tender/shared/calendar-messages';
import { formatIstDateTime } from '@tender/shared/format';
import type { Mail } from '../../platform/mail';
import { linkMail } from '../mail/mail-layout';

export type ReminderMailInput = {
  to: string;
  name: string;
  tender: { id: number; tender_uid: string; project_name: string; bid_submission_end_date: string };
  threshold: ReminderThreshold;
  /** Time left, as words ('1 hour 55 minutes'). */
  left: string;
  /** Whether the account has a bid the corrigendum asked it to submit again. */
  reconfirm: boolean;
  /** The site's own links, absolute. */
  links: { tender: string; settings: string };
};

/** The bid deadline reminder: which tender, the time left, the deadline in IST, where to turn it off. */
export function reminderMail(input: ReminderMailInput): Mail {
  const { tender } = input;
  const deadline = formatIstDateTime(tender.bid_submission_end_date);
  return linkMail({
    to: input.to,
    subject: m.reminderSubject(tender.tender_uid, input.left),
    paragraphs: [
      `Hello ${input.name},`,
      `The bid submission for tender ${tender.tender_uid} (${tender.project_name}) ends in ${input.left}: on ${deadline}.`,
      input.reconfirm
        ? 'A corrigendum changed this tender after you submitted: your bid counts only if you submit it again before the deadline.'
        : 'Bids submitted after the deadline are not accepted.',
    ],
    link: { href: input.links.tender, label: 'View the tender' },
    after: `You receive this reminder (${reminderLabels[input.threshold]} the deadline) because you follow this tender or have started a bid on it. ${m.reminderSettingsLink} ${input.links.settings}`,
  });
}
