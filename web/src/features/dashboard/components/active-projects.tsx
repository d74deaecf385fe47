import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDate } from '@tender/shared/format';
import type { DashboardProject } from '@tender/shared/schemas/dashboard';
import { ButtonLink } from '../../../components/ui/link';
import { profileTabPath } from '../../../config/paths';
import { activeProjects, dashboardMessages as m } from '../dashboard-view';
import { DashboardSection } from './dashboard-section';

export type ActiveProjectsListProps = { projects: readonly DashboardProject[] };

/** The first 3 active projects (SPEC §9), and 'View More' to the profile's Works tab when there are more. */
export function ActiveProjectsList({ projects }: ActiveProjectsListProps) {
  const { shown, hasMore } = activeProjects(projects);
  return (
    <DashboardSection title="Active Projects">
      {shown.length === 0 ? (
        <Text color="gray.700">{m.noActiveProjects}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {shown.map((project) => (
            <Box
              as="li"
              key={`${project.list}-${project.id}`}
              borderWidth="1px"
              borderColor="gray.200"
              borderRadius="lg"
              p="4"
              bg="white"
            >
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {project.name}
              </Text>
              {project.location ? (
                <Text fontSize="sm" color="gray.700">
                  {project.location}
                </Text>
              ) : null}
              {project.planned_completion_date ? (
                <Text fontSize="sm" color="gray.700">
                  Planned completion {formatIstDate(project.planned_completion_date)}
                </Text>
              ) : null}
            </Box>
          ))}
        </Stack>
      )}
      {hasMore ? (
        <ButtonLink to={profileTabPath('works')} variant="outline" colorPalette="blue" mt="4">
          {m.viewMore}
        </ButtonLink>
      ) : null}
    </DashboardSection>
  );
}
