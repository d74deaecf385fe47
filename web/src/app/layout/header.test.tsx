// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../theme/system';
import { Header } from './header';

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

const page = (): ReactElement => (
  <ChakraProvider value={system}>
    <MemoryRouter initialEntries={['/about']}>
      <Header />
      <Routes>
        <Route path="*" element={<Address />} />
      </Routes>
    </MemoryRouter>
  </ChakraProvider>
);

/** The header's disclosure whose summary reads `name` (its name while closed). */
const disclosure = (scope: ParentNode, name: string) =>
  [...scope.querySelectorAll<HTMLDetailsElement>('details')].find((details) =>
    details.querySelector('summary')?.textContent?.startsWith(name),
  )!;

beforeEach(() => {
  // The settings answer (logo, office) is not needed here: it stays pending.
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Header', () => {
  it('renders the menu and the search as closed disclosures in the server HTML, their panels included', () => {
    const html = new DOMParser().parseFromString(renderToString(page()), 'text/html');
    const menu = disclosure(html, 'Open menu');
    const search = disclosure(html, 'Search tenders');
    expect(menu.hasAttribute('open')).toBe(false);
    expect(search.hasAttribute('open')).toBe(false);
    // Opening needs no script and no lazy chunk: the panels are in the HTML already.
    const links = [...menu.querySelectorAll('nav[aria-label="Mobile"] a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/', '/about', '/active-tenders', '/contact-us', '/login']));
    const form = search.querySelector('form[role="search"]')!;
    expect(form.getAttribute('action')).toBe('/active-tenders');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.querySelector('input[name="tender_id"]')).not.toBeNull();
    // The header's disclosures are one exclusive group: opening one closes the other natively.
    expect(menu.getAttribute('name')).toBe(search.getAttribute('name'));
  });

  it('names each toggle for its state', () => {
    const { container } = render(page());
    const search = disclosure(container, 'Search tenders');
    const summary = search.querySelector('summary')!;
    expect(within(summary).getByText('Search tenders')).toBeTruthy();
    expect(within(summary).getByText('Close tender search')).toBeTruthy();
    expect(disclosure(container, 'Open menu').querySelector('summary')?.textContent).toContain('Close menu');
  });

  it('once live, searches in the app and closes the panel', () => {
    const { container } = render(page());
    const search = disclosure(container, 'Search tenders');
    search.open = true;
    fireEvent.change(screen.getByLabelText('Search active tenders by ID'), { target: { value: ' PPC/2026/0042 ' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Search tenders by ID' }));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
      '/active-tenders?tender_id=PPC%2F2026%2F0042',
    );
    expect(search.open).toBe(false);
  });

  it('does not search for nothing: the field gets the focus instead', () => {
    const { container } = render(page());
    disclosure(container, 'Search tenders').open = true;
    fireEvent.submit(screen.getByRole('search', { name: 'Search tenders by ID' }));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/about');
    expect(document.activeElement).toBe(screen.getByLabelText('Search active tenders by ID'));
  });

  it('closes an open menu on Escape and gives the focus back to its toggle', () => {
    const { container } = render(page());
    const menu = disclosure(container, 'Open menu');
    menu.open = true;
    const link = within(menu).getByRole('link', { name: 'Contact' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(menu.querySelector('summary'));
  });

  it('closes the menu after a navigation, and on a tap outside it', () => {
    const { container } = render(page());
    const menu = disclosure(container, 'Open menu');
    menu.open = true;
    fireEvent.click(within(menu).getByRole('link', { name: 'Contact' }));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/contact-us');
    expect(menu.open).toBe(false);
    menu.open = true;
    fireEvent.pointerDown(screen.getByRole('status', { name: 'address' }));
    expect(menu.open).toBe(false);
  });
});
