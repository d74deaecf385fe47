import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { corrigendumMessages as m } from '@tender/shared/corrigendum-messages';
import { formatIstDateTime } from '@tender/shared/format';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { CorrigendumChanges } from '../../../components/corrigendum-changes';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { useCorrigenda } from '../api/get-corrigenda';

export type TenderCorrigendaProps = { tenderId: number };

/** The tender page's "Corrigenda": each corrigendum's number, date, reason and diff, newest first. */
export function TenderCorrigenda({ tenderId }: TenderCorrigendaProps) {
  const { data, error, isLoading, isValidating, mutate } = useCorrigenda(tenderId);
  return (
    <Container as="section" maxW="6xl" pb={{ base: '8', md: '12' }} aria-labelledby="corrigenda-heading">
      <Box borderWidth="1px" borderColor="gray.200" borderRadius="md" p={{ base: '4', md: '6' }}>
        <Heading as="h2" id="corrigenda-heading" size="lg" mb="4">
          Corrigenda
        </Heading>
        {!data && error ? <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} /> : null}
        {!data && isLoading ? <LoadingState /> : null}
        {data && data.data.length === 0 ? <Text color="gray.700">{m.noCorrigenda}</Text> : null}
        {data && data.data.length > 0 ? (
          <Stack as="ol" gap="4" listStyleType="none" aria-label="Corrigenda">
            {data.data.map((corrigendum) => (
              <Box
                as="li"
                key={corrigendum.number}
                borderWidth="1px"
                borderColor="gray.200"
                borderRadius="md"
                p={{ base: '3', md: '4' }}
              >
                <Heading as="h3" size="md">
                  Corrigendum {corrigendum.number}
                </Heading>
                <Text fontSize="sm" color="gray.600">
                  Published {formatIstDateTime(corrigendum.published_at)}
                </Text>
                <Text mt="2" whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {corrigendum.reason}
                </Text>
                {corrigendum.material ? (
                  <Box mt="2">
                    <Notice
                      status="warning"
                      title="This corrigendum changes what bids depend on: bids submitted before it must be submitted again."
                    />
                  </Box>
                ) : null}
                <Box mt="3">
                  <CorrigendumChanges
                    changes={corrigendum.changes}
                    label={`Changes of corrigendum ${corrigendum.number}`}
                  />
                </Box>
              </Box>
            ))}
          </Stack>
        ) : null}
      </Box>
    </Container>
  );
}
