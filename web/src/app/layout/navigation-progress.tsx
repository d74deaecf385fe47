import { Box } from '@chakra-ui/react/box';
import { useNavigation } from 'react-router-dom';

/** A thin bar at the top while the next page's code is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      position="fixed"
      top="0"
      insetStart="0"
      height="3px"
      width="full"
      zIndex="max"
      bg="brand.amber"
      css={{
        transformOrigin: 'left',
        animation: 'ppc-progress 1.2s ease-out infinite',
        '@keyframes ppc-progress': {
          from: { transform: 'scaleX(0.05)' },
          to: { transform: 'scaleX(0.95)' },
        },
      }}
    />
  );
}
