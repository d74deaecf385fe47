import { MyBidsPage } from '../../features/bids/components/my-bids-page';
import { CalendarSection } from '../../features/calendar/components/calendar-section';
import { useDocumentTitle } from '../../lib/use-document-title';

// A module of its own: My Bids loads none of the bid form (its sheet, uploads and dialogs).

/** /my-bids. */
export function Component() {
  useDocumentTitle('My Bids');
  return <MyBidsPage below={<CalendarSection />} />;
}
