// @vitest-environment jsdom
// The admin screens' shared logic: list addresses and cursor paging. (Each area's own logic is tested
// beside it: registrants, audit, payments, tenders.)
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withQuery } from './admin-api';
import { useCursorPages } from './use-cursor-pages';

describe('list addresses', () => {
  it('leave empty filters out, so a key names exactly the request', () => {
    expect(withQuery('/admin/tenders', { status: 'draft', q: '', category: undefined, limit: 20 })).toBe(
      '/admin/tenders?status=draft&limit=20',
    );
  });
});

describe('cursor paging', () => {
  it('goes forward by next_cursor, back through the cursors seen, and starts again when the filters change', () => {
    const { result, rerender } = renderHook(({ key }) => useCursorPages(key), { initialProps: { key: 'a' } });
    expect(result.current).toMatchObject({ cursor: undefined, page: 1 });
    act(() => result.current.next('c2'));
    act(() => result.current.next('c3'));
    expect(result.current).toMatchObject({ cursor: 'c3', page: 3 });
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ cursor: 'c2', page: 2 });
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ cursor: undefined, page: 1 });
    act(() => result.current.previous());
    expect(result.current.page).toBe(1);
  });
});
