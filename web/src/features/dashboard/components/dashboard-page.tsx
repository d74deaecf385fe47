import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FlashNotice } from '../../../components/flash-notice';
import { FormPage } from '../../../components/form-page';
import { ButtonLink } from '../../../components/ui/link';
import { paths } from '../../../config/paths';

export type DashboardPageProps = { role: string };

/** '{role} Dashboard' (SPEC.md §2). Its counters and tender lists come with the dashboard issue. */
export function DashboardPage({ role }: DashboardPageProps) {
  return (
    <FormPage title={`${role} Dashboard`} width="48rem">
      <Stack gap="5">
        <FlashNotice />
        <Text>Your dashboard&apos;s figures and tender lists are not available yet.</Text>
        <HStack gap="3" flexWrap="wrap">
          <ButtonLink to={paths.myInfo} colorPalette="blue">
            My Info
          </ButtonLink>
          <ButtonLink to={paths.changePassword} variant="outline">
            Change Password
          </ButtonLink>
        </HStack>
      </Stack>
    </FormPage>
  );
}
