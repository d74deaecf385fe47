import { Box } from '@chakra-ui/react/box';
import { pageMessages } from '@tender/shared/messages';
import { Notice } from '../ui/alert';

/** What a form shows after a refused or failed submit: the server's message and the errors it cannot place on a field. */
export type SubmitFailure = { message: string; unplaced: string[] };

export type SubmitStatusProps = { saving: boolean; failure: SubmitFailure | null };

/** 'Please wait, your request is in progress...' while saving; the server's message when refused. */
export function SubmitStatus({ saving, failure }: SubmitStatusProps) {
  if (saving) return <Notice status="info" title={pageMessages.inProgress} />;
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
