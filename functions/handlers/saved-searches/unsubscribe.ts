import { unsubscribe as contract } from '../../contracts/saved-searches';
import { unsubscribe } from '../../domain/alerts/unsubscribe';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(contract, async ({ query }) => unsubscribe(query.token, new Date()));
