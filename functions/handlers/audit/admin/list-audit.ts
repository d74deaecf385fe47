import { listAdminAudit } from '../../../contracts/audit';
import { listAuditEntries } from '../../../domain/audit/list-audit-entries';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(listAdminAudit, ({ query }) => listAuditEntries(query));
