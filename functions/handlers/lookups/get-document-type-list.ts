import { getDocumentTypeList } from '../../contracts/lookups';
import { getLookupMap } from '../../domain/lookups/get-lookup-map';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(getDocumentTypeList, () => getLookupMap('document_type'));
