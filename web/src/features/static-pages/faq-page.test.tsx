// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { system } from '../../theme/system';
import { FAQ_ITEMS, FaqPage } from './faq-page';

describe('FaqPage', () => {
  it('renders each question as a native disclosure, the first answer open, one open at a time', () => {
    const html = renderToString(
      <ChakraProvider value={system}>
        <MemoryRouter>
          <FaqPage />
        </MemoryRouter>
      </ChakraProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const answers = [...page.querySelectorAll('details')];
    expect(answers.map((details) => details.querySelector('summary > h2')?.textContent)).toEqual(
      FAQ_ITEMS.map((item) => item.question),
    );
    expect(answers.map((details) => details.hasAttribute('open'))).toEqual(FAQ_ITEMS.map((_, index) => index === 0));
    expect(new Set(answers.map((details) => details.getAttribute('name'))).size).toBe(1);
    expect(answers[0]?.getAttribute('name')).toBeTruthy();
  });
});
