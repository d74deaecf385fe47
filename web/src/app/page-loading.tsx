import { Box } from '@chakra-ui/react/box';
import { LoadingState } from '../components/ui/loading-state';

/** Shown inside the layout while the first page's code is downloading. */
export function PageLoading() {
  return (
    <Box minH="60vh">
      <LoadingState label="Loading..." />
    </Box>
  );
}
