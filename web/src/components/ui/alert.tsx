import { Alert } from '@chakra-ui/react/alert';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

export type NoticeProps = {
  status: 'info' | 'warning' | 'success' | 'error';
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
};

/** Chakra Alert with the site's defaults; errors and warnings are announced (role=alert). */
export function Notice({ status, title, children, action }: NoticeProps) {
  const urgent = status === 'error' || status === 'warning';
  return (
    <Alert.Root
      recipe={alertSlotRecipe}
      status={status}
      role={urgent ? 'alert' : 'status'}
      alignItems="center"
      flexWrap="wrap"
      gap="3"
    >
      <Alert.Indicator />
      <Alert.Content flex="1" minW="12rem">
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        {children ? <Alert.Description>{children}</Alert.Description> : null}
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}
