// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, tenderPath } from '../config/paths';
import { fetchTenderInfo } from '../features/tenders/api/get-tender-info';
import { getTenderInfoKey } from '../features/tenders/api/tender-info-key';
import { startEarlyData } from './early-data';

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

  it('is not used by a visitor with a session, whose request carries their token', async () => {
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
});
