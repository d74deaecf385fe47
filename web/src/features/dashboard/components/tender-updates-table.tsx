import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { formatIstDateTime } from '@tender/shared/format';
import type { DashboardAnswer } from '@tender/shared/schemas/dashboard';
import { AppLink } from '../../../components/ui/app-link';
import { tenderPath } from '../../../config/paths';
import { dashboardMessages as m, tenderEventLabel, tenderStatusLabel } from '../dashboard-view';
import { DashboardSection } from './dashboard-section';

export type TenderUpdatesTableProps = { updates: DashboardAnswer['tender_updates'] };

/**
 * Tender Updates (SPEC §3): uid, project, type of work, status, and for an
 * organisation's own tenders what happened, when and by whom; the table scrolls sideways on phones.
 */
export function TenderUpdatesTable({ updates }: TenderUpdatesTableProps) {
  return (
    <DashboardSection title="Tender Updates">
      {updates.length === 0 ? (
        <Text color="gray.700">{m.noTenderUpdates}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="lg" tabIndex={0} aria-label="Tender Updates table">
          <Table.Root recipe={tableSlotRecipe} size="sm" striped minW="52rem">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Tender ID</Table.ColumnHeader>
                <Table.ColumnHeader>Project Name</Table.ColumnHeader>
                <Table.ColumnHeader>Type of Work</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Update</Table.ColumnHeader>
                <Table.ColumnHeader>By</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {updates.map((update, index) => (
                <Table.Row key={`${update.id}-${update.event ?? ''}-${update.at ?? ''}-${index}`}>
                  <Table.Cell>
                    <AppLink to={tenderPath(update.id)} color="blue.700" fontWeight="semibold">
                      {update.tender_uid}
                    </AppLink>
                  </Table.Cell>
                  <Table.Cell>{update.project_name}</Table.Cell>
                  <Table.Cell>{update.material_work_type_name}</Table.Cell>
                  <Table.Cell>{tenderStatusLabel(update.status)}</Table.Cell>
                  <Table.Cell>
                    {update.event ? tenderEventLabel(update.event) : '-'}
                    {update.at ? (
                      <Text as="span" display="block" fontSize="xs" color="gray.700">
                        {formatIstDateTime(update.at)}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>{update.created_user}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </DashboardSection>
  );
}
