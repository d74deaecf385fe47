// A question before a change that cannot be undone (delete, cancel a tender): Chakra Dialog as an
// alertdialog: focus moves in and stays in, Escape or Cancel closes it, focus returns afterwards.
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { FormEvent, ReactNode } from 'react';
import { Notice } from '../ui/alert';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Fields the confirmation needs (a reason, a remark). */
  children?: ReactNode;
  confirmLabel: string;
  /** red for what removes or stops something. */
  tone?: 'red' | 'blue';
  busy?: boolean;
  /** The server's answer when the change failed. */
  error?: string;
  onConfirm: () => void;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  tone = 'red',
  busy = false,
  error,
  onConfirm,
}: ConfirmDialogProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={handleSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {description ? <Text color="gray.700">{description}</Text> : null}
                  {children}
                  {error ? <Notice status="error" title={error} /> : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer gap="3" flexWrap="wrap">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={busy}>
                    Close
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette={tone} loading={busy}>
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
