// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../theme/system';
import { AccordionList } from './accordion';

const ITEMS = [
  { value: 'basic', title: 'Basic Details', content: <p>Tender ID 42</p> },
  { value: 'dates', title: 'Critical Dates', content: <p>Bid opening date</p> },
  { value: 'documents', title: 'Tenders Documents', content: <p>Notice Inviting Tender</p> },
];

const withSystem = (ui: ReactElement) => <ChakraProvider value={system}>{ui}</ChakraProvider>;

const detailsOf = (title: string) => screen.getByRole('heading', { name: title }).closest('details')!;

afterEach(cleanup);

describe('AccordionList', () => {
  it('renders native details whose summary holds a heading of the level asked for', () => {
    render(withSystem(<AccordionList items={ITEMS} headingLevel="h3" />));
    for (const item of ITEMS) {
      const heading = screen.getByRole('heading', { level: 3, name: item.title as string });
      expect(heading.parentElement?.tagName).toBe('SUMMARY');
      expect(detailsOf(item.title as string).open).toBe(false);
    }
  });

  it('puts `open` in the server HTML for the items open at first, so they show before any script', () => {
    const html = renderToString(withSystem(<AccordionList items={ITEMS} multiple defaultValue={['basic', 'dates']} />));
    const page = new DOMParser().parseFromString(html, 'text/html');
    const open = [...page.querySelectorAll('details')].map((details) => details.hasAttribute('open'));
    expect(open).toEqual([true, true, false]);
    expect(page.querySelectorAll('details[name]')).toHaveLength(0);
  });

  it('leaves `open` to the visitor: a re-render does not reopen a section they closed', () => {
    const ui = (label: string) =>
      withSystem(
        <>
          <span>{label}</span>
          <AccordionList items={ITEMS} multiple defaultValue={['basic']} />
        </>,
      );
    const { rerender } = render(ui('first'));
    const basic = detailsOf('Basic Details');
    expect(basic.open).toBe(true);
    basic.open = false;
    rerender(ui('second'));
    expect(basic.open).toBe(false);
  });

  it('makes the items one exclusive group (one open at a time) unless several may be open', () => {
    render(withSystem(<AccordionList items={ITEMS} defaultValue={['basic']} />));
    const names = ITEMS.map((item) => detailsOf(item.title as string).getAttribute('name'));
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
  });
});
