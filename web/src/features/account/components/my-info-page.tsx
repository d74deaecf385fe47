import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { FlashNotice } from '../../../components/flash-notice';
import { FormPage } from '../../../components/form-page';
import { ButtonLink } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { AccountLoader } from './account-loader';
import { DataExportSection } from './data-export-section';
import { EraseAccountSection } from './erase-account-section';

export type MyInfoPageProps = { userId: number };

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Box as="dt" fontWeight="semibold" color="gray.700">
        {term}
      </Box>
      <Box as="dd" overflowWrap="anywhere">
        {children}
      </Box>
    </>
  );
}

/** /my-info (SPEC.md §2): name and email, with an Edit link. */
export function MyInfoPage({ userId }: MyInfoPageProps) {
  return (
    <FormPage title="My Info" width="640px">
      <Stack gap="6">
        <FlashNotice />
        <AccountLoader userId={userId}>
          {(account) => (
            <Stack gap="6">
              <Box
                as="dl"
                display="grid"
                gridTemplateColumns={{ base: '1fr', sm: '10rem 1fr' }}
                columnGap="6"
                rowGap={{ base: '1', sm: '4' }}
              >
                <Detail term="Name">{account.name}</Detail>
                <Detail term="Email">{account.email}</Detail>
                <Detail term="Mobile">{account.mobile ?? 'Not given'}</Detail>
                <Detail term="Two-factor authentication">{account.google2fa_enabled ? 'On' : 'Off'}</Detail>
              </Box>
              <Box>
                <ButtonLink to={paths.myInfoEdit} colorPalette="blue">
                  <Pencil aria-hidden="true" />
                  Edit
                </ButtonLink>
              </Box>
              <DataExportSection role={account.role} />
              <EraseAccountSection role={account.role} />
            </Stack>
          )}
        </AccountLoader>
      </Stack>
    </FormPage>
  );
}
