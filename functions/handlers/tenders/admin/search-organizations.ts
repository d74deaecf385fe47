import { searchTenderOrganizations } from '../../../contracts/tenders-admin';
import { searchOrganizations } from '../../../domain/tenders/tender-owner';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(searchTenderOrganizations, ({ query }) => searchOrganizations(query));
