import { MyBidsPage } from '../../features/bids/components/my-bids-page';
import { CalendarSection } from '../../features/calendar/components/calendar-section';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /my-bids: a module of its own, so the page loads none of the bid form (its sheet, uploads and dialogs). */
export function Component() {
  useDocumentTitle('My Bids');
  return <MyBidsPage below={<CalendarSection />} />;
}
