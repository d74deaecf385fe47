// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ApiError } from '../lib/api/api-error';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useComparativeStatement } from '../features/award/api/get-comparative-statement';
import { useClarificationInbox } from '../features/clarifications/api/get-clarification-inbox';
import { useTenderBids } from '../features/evaluation/api/get-tender-bids';
import { swrConfig } from '../lib/api/swr-config';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// jsdom's document is never 'visible', and SWR tries again only for a page in view.
const withAppSettings = ({ children }: { children: ReactNode }) =>
  createElement(SWRConfig, { value: { ...swrConfig, provider: () => new Map(), isVisible: () => true } }, children);

// The reads whose 403 (or 409) is the final word for the visit: the app's settings must still try
// a 503 again, or a moment's outage leaves the page on an error until the visitor asks again.
type Read = (tenderId: number) => { data?: unknown; error?: ApiError };
const finalOnRefusal: Record<string, Read> = {
  'the comparative statement': useComparativeStatement,
  'the opened bids': useTenderBids,
  'the clarification inbox': useClarificationInbox,
};

describe('the app SWR settings', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it.each(Object.entries(finalOnRefusal))('%s recovers on its own from a 503', async (_, useRead) => {
    fetchMock
      .mockResolvedValueOnce(json({ error: true, message: 'The service is temporarily unavailable.' }, 503))
      .mockResolvedValue(json({ error: false, data: { answered: true } }));
    const { result } = renderHook(() => useRead(7), { wrapper: withAppSettings });
    await vi.waitFor(() => expect(result.current.error?.status).toBe(503));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await vi.waitFor(() => expect(result.current.data).toEqual({ error: false, data: { answered: true } }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each(Object.entries(finalOnRefusal))('%s takes a 403 as final', async (_, useRead) => {
    fetchMock.mockResolvedValue(json({ error: true, message: 'You may not see this yet.' }, 403));
    const { result } = renderHook(() => useRead(7), { wrapper: withAppSettings });
    await vi.waitFor(() => expect(result.current.error?.status).toBe(403));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.error?.message).toBe('You may not see this yet.');
  });
});
