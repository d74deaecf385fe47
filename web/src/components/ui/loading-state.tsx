import { HStack } from '@chakra-ui/react/stack';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { pageMessages } from '@tender/shared/messages';

export type LoadingStateProps = { label?: string };

export function LoadingState({ label = pageMessages.loading }: LoadingStateProps) {
  return (
    <HStack role="status" aria-live="polite" gap="3" py="8" justify="center" color="gray.700">
      <Spinner size="md" color="blue.600" />
      <Text>{label}</Text>
    </HStack>
  );
}
