import { readUnsubscribe as contract } from '../../contracts/saved-searches';
import { readUnsubscribe } from '../../domain/alerts/unsubscribe';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(contract, async ({ query }) => readUnsubscribe(query.token));
