import { getMyCalendarLink as contract } from '../../contracts/calendar';
import { currentCalendarLink } from '../../domain/calendar/calendar-link';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ caller }) => ({ data: await currentCalendarLink(caller) }));
