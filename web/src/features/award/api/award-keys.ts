// The API paths of the comparative statement and the award, also the SWR keys of
// the reads (apiFetch takes them as they are).
import type { StatementFormat } from '@tender/shared/schemas/award';

export const comparativeStatementKey = (tenderId: number) => `/tenders/${tenderId}/comparative_statement`;
export const statementDownloadPath = (tenderId: number, format: Exclude<StatementFormat, 'json'>) =>
  `${comparativeStatementKey(tenderId)}?format=${format}`;
export const awardPath = (tenderId: number) => `/tenders/${tenderId}/award`;
export const unsuccessfulPath = (tenderId: number) => `/tenders/${tenderId}/unsuccessful`;
/** The opening's public record: the tender page asks for it already (one request, SWR shares the key). */
export const openingKey = (tenderId: number) => `/tenders/${tenderId}/opening`;
