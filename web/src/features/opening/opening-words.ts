// How the opening is put in words on the tender page.
import { formatIstDateTime } from '@tender/shared/format';
import type { Cover, CoverOpening } from '@tender/shared/schemas/opening';

export const coverTitles: Record<Cover, string> = {
  technical: 'Technical covers',
  financial: 'Financial covers',
};

export const confirmLabels: Record<Cover, string> = {
  technical: 'Confirm opening of technical covers',
  financial: 'Confirm opening of financial covers',
};

/** Where one cover's opening stands: nobody yet, one of the two openers, or opened (when). */
export function coverStateText(opening: CoverOpening): string {
  switch (opening.state) {
    case 'waiting':
      return 'Waiting for two openers to confirm';
    case 'confirming':
      return 'One of two openers has confirmed; waiting for a second opener';
    case 'opened':
      return opening.opened_at ? `Opened ${formatIstDateTime(opening.opened_at)}` : 'Opened';
  }
}

export const coversReceivedText = (covers: readonly Cover[]): string =>
  covers.length === 0 ? 'None' : covers.map((cover) => (cover === 'technical' ? 'Technical' : 'Financial')).join(', ');
