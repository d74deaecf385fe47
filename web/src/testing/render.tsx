import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { system } from '../theme/system';

/** Renders with the app's Chakra system and an in-memory router (for components that hold links). */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </ChakraProvider>,
  );
}
