import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { DashboardAnswer } from '@tender/shared/schemas/dashboard';
import { AppLink } from '../../../components/ui/app-link';
import { tenderPath } from '../../../config/paths';
import { dashboardMessages as m, tenderStatusLabel } from '../dashboard-view';
import { DashboardSection } from './dashboard-section';

export type TenderUpdatesTableProps = { updates: DashboardAnswer['tender_updates'] };

/** Tender Updates (SPEC §3): uid, project, type of work, status, created by; the table scrolls sideways on phones. */
export function TenderUpdatesTable({ updates }: TenderUpdatesTableProps) {
  return (
    <DashboardSection title="Tender Updates">
      {updates.length === 0 ? (
        <Text color="gray.700">{m.noTenderUpdates}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="lg" tabIndex={0} aria-label="Tender Updates table">
          <Table.Root recipe={tableSlotRecipe} size="sm" striped minW="40rem">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Tender ID</Table.ColumnHeader>
                <Table.ColumnHeader>Project Name</Table.ColumnHeader>
                <Table.ColumnHeader>Type of Work</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Created By</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {updates.map((update) => (
                <Table.Row key={update.id}>
                  <Table.Cell>
                    <AppLink to={tenderPath(update.id)} color="blue.700" fontWeight="semibold">
                      {update.tender_uid}
                    </AppLink>
                  </Table.Cell>
                  <Table.Cell>{update.project_name}</Table.Cell>
                  <Table.Cell>{update.material_work_type_name}</Table.Cell>
                  <Table.Cell>{tenderStatusLabel(update.status)}</Table.Cell>
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
