import { Container } from '@chakra-ui/react/container';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { registrationMessages as m } from '@tender/shared/registration-fields';
import { subscriberMessages } from '@tender/shared/subscriber-messages';
import { LogIn } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { ButtonLink } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { RegisteredState } from './use-registration-submit';

/**
 * /register-success (SPEC §2): thanks, the verification mail with a password is on its way, and
 * Login; after a signed-in Subscriber's own registration, the link to verify its address (no password).
 */
export function RegisterSuccessPage() {
  useDocumentTitle('Registration successful');
  const state = useLocation().state as RegisteredState | null;
  return (
    <>
      <PageHeader title={state?.upgraded ? subscriberMessages.upgraded : m.registered} />
      <Container maxW="3xl" py={{ base: '8', md: '12' }}>
        <Stack gap="6" align="flex-start">
          <Text fontSize="lg" color="gray.800">
            {state?.upgraded ? subscriberMessages.upgradedVerify : m.registeredDetail}
          </Text>
          {state?.email ? (
            <Text color="gray.700">
              We sent it to{' '}
              <Text as="strong" wordBreak="break-all">
                {state.email}
              </Text>
              .
            </Text>
          ) : null}
          {state?.upgraded ? null : (
            <ButtonLink to={paths.login} colorPalette="blue" size="lg">
              <LogIn aria-hidden="true" />
              Login
            </ButtonLink>
          )}
        </Stack>
      </Container>
    </>
  );
}
