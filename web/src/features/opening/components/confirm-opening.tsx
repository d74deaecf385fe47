import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { apiMessages } from '@tender/shared/messages';
import type { OpeningAnswer } from '@tender/shared/schemas/opening';
import { useState } from 'react';
import type { Outcome } from '../../../components/form/form-outcome';
import { Notice } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api/api-error';
import { confirmOpening } from '../api/confirm-opening';
import { confirmLabels } from '../opening-words';

type Caller = NonNullable<OpeningAnswer['data']['caller']>;

export type ConfirmOpeningProps = {
  tenderId: number;
  caller: Caller;
  /** After an answer (the new record) or a refusal (the record may have moved on): the section reloads. */
  onChanged: (answer?: OpeningAnswer) => Promise<unknown>;
};

/** An opener's part: the confirm button when the server says this opener may confirm now, else why not. */
export function ConfirmOpening({ tenderId, caller, onChanged }: ConfirmOpeningProps) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const cover = caller.may_confirm;

  const confirm = async () => {
    if (!cover) return;
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await confirmOpening(tenderId, cover);
      setOutcome({ status: 'success', message: answer.message ?? '' });
      await onChanged(answer);
    } catch (error) {
      setOutcome({ status: 'error', message: isApiError(error) ? error.message : apiMessages.internal });
      await onChanged();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3" data-testid="opener-part">
      {outcome && outcome.message ? <Notice status={outcome.status} title={outcome.message} /> : null}
      {cover ? (
        <Box>
          <Button colorPalette="blue" onClick={() => void confirm()} loading={busy} loadingText="Confirming">
            {confirmLabels[cover]}
          </Button>
        </Box>
      ) : null}
      {!cover && caller.blocked ? <Notice status="info" title={caller.blocked} /> : null}
    </Stack>
  );
}
