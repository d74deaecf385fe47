import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { accountMessages as m } from '@tender/shared/account-messages';
import { FormPage } from '../../../components/form-page';
import { ResendVerification } from './resend-verification';

/** /email/verify-error (SPEC.md §2): where pages that need a verified email send unverified accounts. */
export function VerifyErrorPage() {
  return (
    <FormPage title={m.notVerifiedTitle} width="640px">
      <Stack gap="4">
        <Text fontSize="lg">{m.notVerified}</Text>
        <Text color="gray.700">The mail holds a link that verifies your account. Did not get it?</Text>
        <ResendVerification />
      </Stack>
    </FormPage>
  );
}
