import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import type { DashboardAnswer } from '@tender/shared/schemas/dashboard';
import { AppLink } from '../../../components/ui/app-link';
import { tenderPath } from '../../../config/paths';
import { dashboardMessages as m } from '../dashboard-view';
import { DashboardSection } from './dashboard-section';

export type ActiveTendersListProps = { tenders: DashboardAnswer['top_tenders'] };

/** Current Active Tenders: the active tenders closing soonest, each linking its details page. */
export function ActiveTendersList({ tenders }: ActiveTendersListProps) {
  return (
    <DashboardSection title="Current Active Tenders">
      {tenders.length === 0 ? (
        <Text color="gray.700">{m.noActiveTenders}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {tenders.map((tender) => (
            <Box as="li" key={tender.id} borderWidth="1px" borderColor="gray.200" borderRadius="lg" p="4" bg="white">
              <AppLink to={tenderPath(tender.id)} color="blue.700" fontWeight="semibold" overflowWrap="anywhere">
                {tender.tender_uid}: {tender.project_name}
              </AppLink>
              <Text fontSize="sm" color="gray.700" mt="1">
                {tender.material_work_type_name}
              </Text>
              <Text fontSize="sm" color="gray.700">
                Bid submission ends {formatIstDateTime(tender.bid_submission_end_date)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
