import { getCalendarFeed as contract } from '../../contracts/calendar';
import { calendarFeed } from '../../domain/calendar/calendar-feed';
import { httpHandler } from '../public-pipeline';

// Private to its owner (the link is the key): no shared cache keeps it; the app polls hourly.
export const handler = httpHandler(contract, async ({ params }) => ({
  statusCode: 200,
  headers: {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': 'inline; filename="tenders.ics"',
    'cache-control': 'private, max-age=300',
    'x-content-type-options': 'nosniff',
  },
  body: await calendarFeed(params.token, new Date()),
}));
