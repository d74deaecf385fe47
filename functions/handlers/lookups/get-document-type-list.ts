import { getLookupMap } from '../../domain/lookups/get-lookup-map';
import { httpHandler } from '../../platform/http/pipeline';

export const handler = httpHandler({}, () => getLookupMap('document_type'));
