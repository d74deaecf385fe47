// An audit trail as a list: when, who, what, and the fields before and after.
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import type { AuditEntry } from '@tender/shared/schemas/audit';
import { ApiErrorAlert } from '../api-error-alert';
import { LoadingState } from '../ui/loading-state';
import { PagesPager } from './cursor-pager';
import { useCursorPages } from './use-cursor-pages';
import { useAudit, type AuditFilter } from '../../lib/admin/get-audit';
import { auditChanges, formatAuditValue } from '../../lib/admin/audit-changes';

export type AuditTrailProps = {
  filter: Omit<AuditFilter, 'cursor'>;
  /** Show which record each entry is about (the global list). */
  showEntity?: boolean;
  /** Keep only the entries about this kind of record (narrowing the pages of every change). */
  only?: AuditFilter['entity'];
  emptyText?: string;
};

export function AuditTrail({
  filter,
  showEntity = false,
  only,
  emptyText = 'No changes recorded yet.',
}: AuditTrailProps) {
  const pages = useCursorPages(`${filter.entity ?? ''}|${filter.id ?? ''}|${only ?? ''}`);
  const { data, error, isLoading, mutate, isValidating } = useAudit({ ...filter, cursor: pages.cursor });
  if (error) return <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />;
  if (isLoading || !data) return <LoadingState />;
  const entries = only ? data.data.filter((entry) => entry.entity === only) : data.data;
  return (
    <Stack gap="3">
      {entries.length === 0 ? <Text color="gray.700">{emptyText}</Text> : null}
      <Stack as="ol" gap="3" listStyleType="none">
        {entries.map((entry) => (
          <AuditItem key={entry.id} entry={entry} showEntity={showEntity} />
        ))}
      </Stack>
      <PagesPager label="Audit pages" pages={pages} nextCursor={data.next_cursor} />
    </Stack>
  );
}

function AuditItem({ entry, showEntity }: { entry: AuditEntry; showEntity: boolean }) {
  const changes = auditChanges(entry);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" bg="white">
      <Text fontSize="sm" color="gray.700">
        <chakra.time dateTime={entry.at}>{formatIstDateTime(entry.at)}</chakra.time> · {entry.actor_name} ·{' '}
        <chakra.code fontSize="xs">{entry.action}</chakra.code>
        {showEntity ? ` · ${entry.entity} ${entry.entity_id}` : null}
      </Text>
      <Text mt="1" wordBreak="break-word">
        {entry.summary}
      </Text>
      {changes.length > 0 ? (
        <chakra.details mt="2">
          <chakra.summary cursor="pointer" fontSize="sm" color="blue.700">
            {changes.length} field{changes.length === 1 ? '' : 's'}: before and after
          </chakra.summary>
          <chakra.dl mt="2" fontSize="sm" display="grid" gap="2">
            {changes.map((change) => (
              <Box key={change.field}>
                <chakra.dt fontWeight="semibold">{change.field}</chakra.dt>
                <chakra.dd ms="0" wordBreak="break-word">
                  <Text as="span" color="gray.600">
                    Before:
                  </Text>{' '}
                  {formatAuditValue(change.before)}
                  <br />
                  <Text as="span" color="gray.600">
                    After:
                  </Text>{' '}
                  {formatAuditValue(change.after)}
                </chakra.dd>
              </Box>
            ))}
          </chakra.dl>
        </chakra.details>
      ) : null}
    </Box>
  );
}
