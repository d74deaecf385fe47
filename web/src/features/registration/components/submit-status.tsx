import { Box } from '@chakra-ui/react/box';
import { registrationMessages as m } from '@tender/shared/registration-fields';
import { Notice } from '../../../components/ui/alert';
import type { SubmitFailure } from './use-registration-submit';

export type SubmitStatusProps = { saving: boolean; failure: SubmitFailure | null };

/** 'Please wait, your request is in progress...' while saving; the server's message when refused. */
export function SubmitStatus({ saving, failure }: SubmitStatusProps) {
  if (saving) return <Notice status="info" title={m.submitting} />;
  if (!failure) return null;
  return (
    <Notice status="error" title={failure.message}>
      {failure.unplaced.length > 0 ? (
        <Box as="ul" ps="5" listStyleType="disc">
          {failure.unplaced.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      ) : null}
    </Notice>
  );
}
