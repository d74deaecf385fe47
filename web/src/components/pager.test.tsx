// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { Pager } from './pager';

afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Pager', () => {
  it("shows 'Page x of y' and disables Previous on the first page", () => {
    const onPageChange = vi.fn();
    renderWithProviders(<Pager page={1} pageCount={4} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 1 of 4')).toBeTruthy();
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
    fireEvent.click(button('Next'));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page and goes back with Previous', () => {
    const onPageChange = vi.fn();
    renderWithProviders(<Pager page={4} pageCount={4} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 4 of 4')).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(button('Previous'));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('treats a single page as both ends', () => {
    renderWithProviders(<Pager page={1} pageCount={1} onPageChange={() => {}} />);
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
  });

  it("says 'of y+' and keeps Next on while pages past y are not counted yet", () => {
    const onPageChange = vi.fn();
    renderWithProviders(<Pager page={167} pageCount={167} hasMore onPageChange={onPageChange} />);
    expect(screen.getByText('Page 167 of 167+')).toBeTruthy();
    expect(button('Previous').disabled).toBe(false);
    expect(button('Next').disabled).toBe(false);
    fireEvent.click(button('Next'));
    expect(onPageChange).toHaveBeenCalledWith(168);
  });

  it('with hrefFor, links Previous and Next to their pages and turns them with onPageChange once the app runs', () => {
    const onPageChange = vi.fn();
    renderWithProviders(
      <Pager page={2} pageCount={3} onPageChange={onPageChange} hrefFor={(page) => `/list?page=${page}`} />,
    );
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Previous').getAttribute('href')).toBe('/list?page=1');
    expect(link('Next').getAttribute('href')).toBe('/list?page=3');
    // The app turns the page itself: the browser does not follow the link.
    expect(fireEvent.click(link('Next'))).toBe(false);
    expect(onPageChange).toHaveBeenCalledWith(3);
    // A new tab is the browser's business.
    expect(fireEvent.click(link('Previous'), { ctrlKey: true })).toBe(true);
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('with hrefFor, shows an end it cannot go past as text marked disabled, not as a link', () => {
    renderWithProviders(
      <Pager page={1} pageCount={1} onPageChange={() => {}} hrefFor={(page) => `/list?page=${page}`} />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    for (const name of ['Previous', 'Next']) {
      expect(screen.getByText(name).getAttribute('aria-disabled'), name).toBe('true');
    }
  });
});
