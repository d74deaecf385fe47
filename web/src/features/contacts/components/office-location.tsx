import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { ExternalLink, MapPin } from 'lucide-react';
import { useSiteSettings } from '../../../lib/settings/use-site-settings';
import { mapEmbedUrl, openMapUrl } from '../office-map-urls';
import { OfficeMap } from './office-map';

/**
 * The office on OpenStreetMap's embedded map, at the settings' location, in a box of fixed shape
 * (nothing moves when it loads). The drawn map lies beneath the frame: it is what shows until the
 * frame paints, and wherever OpenStreetMap cannot be reached. Plain HTML: no script needed.
 */
export function OfficeLocation() {
  const office = useSiteSettings();
  const location = { lat: office.office_lat, lng: office.office_lng };
  return (
    <Box as="figure" borderWidth="1px" borderColor="gray.200" borderRadius="lg" overflow="hidden" bg="white">
      <Box position="relative" aspectRatio="16 / 10" bg="#f1f5e9">
        <Box position="absolute" inset="0">
          <OfficeMap />
        </Box>
        <chakra.iframe
          src={mapEmbedUrl(location)}
          title="Map of our office (OpenStreetMap)"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          position="absolute"
          inset="0"
          width="100%"
          height="100%"
          border="0"
        />
      </Box>
      <Box as="figcaption" p="3" borderTopWidth="1px" borderColor="gray.200">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <HStack gap="2" fontSize="sm" color="gray.700" minW="0" align="start">
            <Box as="span" mt="0.5" flexShrink={0}>
              <MapPin size={16} aria-hidden="true" />
            </Box>
            {/* Wraps: a line that cannot would widen the page's one column on a phone. */}
            <Text>{office.office_address}</Text>
          </HStack>
          <chakra.a
            href={openMapUrl(location)}
            target="_blank"
            rel="noopener noreferrer"
            color="blue.700"
            fontWeight="semibold"
            textDecoration="underline"
            display="inline-flex"
            alignItems="center"
            gap="1"
          >
            Open the map
            <ExternalLink size={14} aria-hidden="true" />
            <Box as="span" srOnly>
              (opens in a new tab)
            </Box>
          </chakra.a>
        </HStack>
      </Box>
    </Box>
  );
}
