import { Text } from '@chakra-ui/react/text';
import { subscriberMessages as m } from '@tender/shared/subscriber-messages';
import { SubmitStatus, type SubmitStatusProps } from '../../../components/form/submit-status';
import { LoginToContinueLink } from './registration-account-notice';

const LOGIN_MESSAGES: ReadonlySet<string> = new Set([m.emailOfSubscriber, m.mobileOfSubscriber]);

/**
 * A registration's submit status; when the email or mobile belongs to an account made with Sign up,
 * the way on: log in and continue with it (the same email or mobile is never a dead end).
 */
export function RegistrationSubmitStatus({ saving, failure }: SubmitStatusProps) {
  return (
    <>
      <SubmitStatus saving={saving} failure={failure} />
      {!saving && failure && LOGIN_MESSAGES.has(failure.message) ? (
        <Text color="gray.800">
          <LoginToContinueLink />
        </Text>
      ) : null}
    </>
  );
}
