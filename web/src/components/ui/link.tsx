import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { Link as RouterLink } from 'react-router-dom';

export type ButtonLinkProps = Omit<ButtonProps, 'asChild'> & { to: string };

/** A router link that looks like a button (it is still a link for screen readers). */
export function ButtonLink({ to, children, ...rest }: ButtonLinkProps) {
  return (
    <Button asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
