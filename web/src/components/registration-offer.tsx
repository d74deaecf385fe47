import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { subscriberMessages as m } from '@tender/shared/subscriber-messages';
import { Building2, HardHat } from 'lucide-react';
import { useId } from 'react';
import { loginPath, paths } from '../config/paths';
import { ButtonLink } from './ui/link';

export type RegistrationOfferProps = {
  /** Not signed in yet (just signed up): each link logs in first and comes back to the form. */
  viaLogin?: boolean;
};

/**
 * What a Subscriber account is for and the registrations it can complete with itself:
 * shown after sign-up and on a Subscriber's dashboard.
 */
export function RegistrationOffer({ viaLogin = false }: RegistrationOfferProps) {
  const headingId = useId();
  const to = (path: string) => (viaLogin ? loginPath(path) : path);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" borderColor="gray.200" rounded="md" p="5">
      <Heading as="h2" id={headingId} size="lg" color="brand.navy">
        {m.offerTitle}
      </Heading>
      <Text color="gray.800">{m.purpose}</Text>
      <Text color="gray.700">{m.offerDetail}</Text>
      <HStack gap="3" flexWrap="wrap">
        <ButtonLink to={to(paths.registerVendor)} colorPalette="blue">
          <HardHat aria-hidden="true" />
          {m.registerVendor}
        </ButtonLink>
        <ButtonLink to={to(paths.registerBuyer)} colorPalette="blue" variant="outline">
          <Building2 aria-hidden="true" />
          {m.registerBuyer}
        </ButtonLink>
      </HStack>
    </Stack>
  );
}
