import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { subscriberMessages as m } from '@tender/shared/subscriber-messages';
import { useLocation } from 'react-router-dom';
import { Notice } from '../../../components/ui/alert';
import { AppLink } from '../../../components/ui/app-link';
import { loginPath } from '../../../config/paths';
import { useSessionUser } from '../../../lib/use-session-user';

/** Log in and come back to this form, which then fills in the account's name, email and mobile. */
export function LoginToContinueLink() {
  const location = useLocation();
  return (
    <AppLink to={loginPath(location.pathname)} color="blue.700" textDecoration="underline" fontWeight="semibold">
      {m.loginToContinue}
    </AppLink>
  );
}

/**
 * Who the registration is for: a visitor is offered to log in and continue with an
 * account made with Sign up; a Subscriber registers its own account (no new password); an account
 * that is already registered is told the form is not for it.
 */
export function RegistrationAccountNotice() {
  const user = useSessionUser();
  if (!user) {
    return (
      <Text color="gray.700" mb="6">
        {/* One text node with its space: a lone space node moves as the link streams in after it (a layout shift). */}
        {`${m.visitorHint} `}
        <LoginToContinueLink />
      </Text>
    );
  }
  return (
    <Box mb="6">
      {user.role === 'Subscriber' ? (
        <Notice
          status="info"
          title={
            <>
              {m.registeringAs} <strong>{user.email}</strong>.
            </>
          }
        >
          {m.noNewPassword}
        </Notice>
      ) : (
        <Notice status="warning" title={m.alreadyRegistered} />
      )}
    </Box>
  );
}
