// Public reads are kept by CloudFront for the lifetime their route declares; anything personal,
// and every error, is never stored by any cache.
import { describe, expect, it } from 'vitest';
import { getTenderInfo, getActiveTenders } from '../../functions/contracts/tenders';
import { getTenderCategoryList } from '../../functions/contracts/lookups';
import { getSettingsBasicInfo } from '../../functions/contracts/settings';
import { cacheControlOf } from '../../functions/contracts/route-contract';
import { call } from '../support/api-call';
import { createAccount, loginToken } from '../support/accounts';
import { checkedFetch } from '../support/stack-url';

const cacheControl = async (path: string, init?: RequestInit) =>
  (await checkedFetch(path, init)).headers.get('cache-control');

describe('cache lifetimes', () => {
  it.each([
    ['/api/v1/tenders/active_tenders', getActiveTenders],
    ['/api/v1/tenders/get_tender_info/1', getTenderInfo],
    ['/api/v1/tender_category_list', getTenderCategoryList],
    ['/api/v1/get_settings_basic_info', getSettingsBasicInfo],
  ] as const)('%s answers with its shared-cache lifetime', async (path, contract) => {
    const expected = cacheControlOf(contract);
    expect(expected).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(await cacheControl(path)).toBe(expected);
  });

  it('keeps errors of public reads out of every cache', async () => {
    expect(await cacheControl('/api/v1/tenders/get_tender_info/999999')).toBe('no-store');
    expect(await cacheControl('/api/v1/tenders/active_tenders?limit=0x10')).toBe('no-store');
  });

  it('keeps personal answers out of every cache', async () => {
    const account = await createAccount();
    const token = await loginToken(account);
    const own = await call('GET', `/profile/${account.id}`, { token });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    const login = await call('POST', '/login', { body: { email: account.email, password: account.password } });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
  });
});
