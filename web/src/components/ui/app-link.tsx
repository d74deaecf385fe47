import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react/link';
import { Link as RouterLink } from 'react-router-dom';

export type AppLinkProps = Omit<ChakraLinkProps, 'href' | 'asChild'> & { to: string };

/** An in-app link: React Router navigation with Chakra's link styling. */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  return (
    <ChakraLink asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </ChakraLink>
  );
}
