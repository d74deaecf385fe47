import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { useApiAction } from '../../../lib/api/use-api-action';
import { withdrawBid } from '../api/withdraw-bid';

export type WithdrawBidButtonProps = { tenderId: number; onWithdrawn: (message: string) => void };

/** Withdraws the submitted bid after a confirmation; the bidder may submit again until the deadline. */
export function WithdrawBidButton({ tenderId, onWithdrawn }: WithdrawBidButtonProps) {
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useApiAction();

  const handleConfirm = () =>
    run(async () => {
      const answer = await withdrawBid(tenderId);
      setOpen(false);
      onWithdrawn(answer.message);
    });

  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Withdraw bid
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Withdraw this bid?"
        description="Your submitted bid will no longer count. You can submit a new one until the deadline."
        confirmLabel="Withdraw bid"
        busy={busy}
        error={error}
        onConfirm={() => void handleConfirm()}
      />
    </>
  );
}
