import { searchTenderOrganizations } from '../../../contracts/tenders-admin';
import { searchOrganizations } from '../../../domain/market/tender-owner';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(searchTenderOrganizations, ({ query }) => searchOrganizations(query));
