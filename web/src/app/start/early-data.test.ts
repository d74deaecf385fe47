// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bidPath, paths, tenderPath } from '../../config/paths';
import { getAccountKey } from '../../features/account/api/get-account';
import { BID_PROFILE_KEY } from '../../features/bids/api/get-bid-profile';
import { myTenderBidKey } from '../../features/bids/api/get-my-tender-bid';
import { MY_BIDS_KEY } from '../../features/bids/api/get-my-bids';
import { CALENDAR_LINK_KEY } from '../../features/calendar/api/get-calendar-link';
import { REMINDER_SETTINGS_KEY } from '../../features/calendar/api/get-reminder-settings';
import { DASHBOARD_KEY, fetchDashboard } from '../../features/dashboard/api/get-dashboard';
import { PROFILE_KEY } from '../../features/profile/api/get-profile';
import { fetchTenderInfo } from '../../features/tenders/api/get-tender-info';
import { getTenderInfoKey } from '../../features/tenders/api/tender-info-key';
import { isOwnPage, startEarlyData } from './early-data';

const tender = { data: { id: 42, project_name: 'Ring road' } };
const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('the tender details request the entry starts before the app loads', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('is asked for on a tender page and taken over by the page instead of asking twice', async () => {
    expect(paths.tender).toBe('/tender/:id'); // early-data.ts writes this pattern out
    fetchMock.mockResolvedValue(jsonResponse(tender));
    startEarlyData(tenderPath(42));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/tenders/get_tender_info/42');
    await expect(fetchTenderInfo(getTenderInfoKey(42))).resolves.toEqual(tender);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Only once: a later revalidation asks the API again.
    fetchMock.mockResolvedValue(jsonResponse(tender));
    await fetchTenderInfo(getTenderInfoKey(42));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing on other pages or an id the API would refuse', () => {
    for (const pathname of ['/', '/about', '/tender/0', '/tender/abc', '/tender/12/extra', '/active-tenders']) {
      startEarlyData(pathname);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not used by a visitor who logged in since: their request carries their token', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(tender)));
    startEarlyData(tenderPath(7));
    sessionStorage.setItem('TOKEN', 'abc');
    await fetchTenderInfo(getTenderInfoKey(7));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1]![1]?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('is asked again when the early request found no network', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(jsonResponse(tender));
    startEarlyData(tenderPath(9));
    await expect(fetchTenderInfo(getTenderInfoKey(9))).resolves.toEqual(tender);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("asks for a signed-in visitor's own page with their token, the same keys the page asks for", async () => {
    sessionStorage.setItem('TOKEN', 'abc');
    sessionStorage.setItem('USER', JSON.stringify({ id: 12, name: 'Asha', role: 'Contractor' }));
    // early-data.ts writes these out (the entry carries no router paths or SWR).
    const pages: [string, string[]][] = [
      [paths.dashboard, [DASHBOARD_KEY]],
      [paths.profile, [PROFILE_KEY]],
      [paths.myInfo, [getAccountKey(12)]],
      [paths.myBids, [MY_BIDS_KEY, CALENDAR_LINK_KEY, REMINDER_SETTINGS_KEY]],
      [bidPath(5), [getTenderInfoKey(5), myTenderBidKey(5), BID_PROFILE_KEY]],
    ];
    for (const [pathname, keys] of pages) {
      fetchMock.mockReset();
      fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ data: [] })));
      startEarlyData(pathname);
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(keys.map((key) => `/api/v1${key}`));
      for (const [, init] of fetchMock.mock.calls) {
        expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
      }
    }
    // The page takes the early answer over instead of asking again.
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(jsonResponse({ general_report: {} }));
    startEarlyData(paths.dashboard);
    await expect(fetchDashboard(DASHBOARD_KEY)).resolves.toEqual({ general_report: {} });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks nothing for a visitor's own page without a session (the app sends them to the login)", () => {
    for (const pathname of [paths.dashboard, paths.profile, paths.myInfo, paths.myBids, bidPath(5)]) {
      startEarlyData(pathname);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("a visitor's own pages, which the entry asks the server for with the tab's session (own-page.ts)", () => {
  it("are shared/site-pages.ts's signed-in pages, by the addresses visitors use", () => {
    for (const pathname of [paths.dashboard, paths.profile, paths.myInfo, paths.myBids, bidPath(5), bidPath(123456)]) {
      expect(isOwnPage(pathname)).toBe(true);
    }
    for (const pathname of ['/', '/login', '/dashboard/extra', '/tenders/5/bid/x', '/tenders/0/bid', '/my-tenders']) {
      expect(isOwnPage(pathname)).toBe(false);
    }
  });
});
