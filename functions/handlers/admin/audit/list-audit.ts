import { listAdminAudit } from '../../../contracts/admin-audit';
import { listAuditEntries } from '../../../domain/admin/audit';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(listAdminAudit, ({ query }) => listAuditEntries(query));
