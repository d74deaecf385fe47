import { chakra } from '@chakra-ui/react/styled-system';
import { PageHeader } from '../../components/page-header';
import { API_BASE } from '../../lib/api/client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ApiReference } from './api-reference';

/** Served by GET /api/v1/openapi.json, generated from the route contracts (functions/contracts/openapi.ts). */
const OPENAPI_DOCUMENT_URL = `${API_BASE}/openapi.json`;

/** /api-docs — the API reference (a lazy route: Scalar loads only here). */
export function Component() {
  useDocumentTitle('API reference');
  return (
    <>
      <PageHeader
        title="API reference"
        lead={
          <>
            Every route under {API_BASE}, generated from the same contracts the API validates requests with. The OpenAPI
            3.1 document is{' '}
            <chakra.a href={OPENAPI_DOCUMENT_URL} color="white" textDecoration="underline">
              openapi.json
            </chakra.a>
            : generate a typed client from it.
          </>
        }
      />
      <ApiReference documentUrl={OPENAPI_DOCUMENT_URL} />
    </>
  );
}
