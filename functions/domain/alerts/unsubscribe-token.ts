import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_TOKEN_PATTERN } from '@tender/shared/schemas/saved-searches';
import { API_BASE_PATH } from '../../contracts/base-path';
import { config } from '../../platform/config';
import { derivedKey } from '../../platform/secrets';

// The unsubscribe link of alert and digest mails (issue 27 §2, RFC 8058): `<search id>-<user id>-
// <HMAC>`, the HMAC (SHA-256, key derivedKey('alerts-unsubscribe')) over the two ids. It does not
// expire (a mail read months later must still stop the mails) and is not stored; search id 0
// names every daily digest of the account (a digest mail gathers several searches).

/** What a token stops: one search's mails, or every digest of the account. */
export type UnsubscribeScope = { userId: number; searchId: number | 'digests' };

const API_PATH = `${API_BASE_PATH}/alerts/unsubscribe`;
const PAGE_PATH = '/alerts/unsubscribe';

async function signature(searchId: number, userId: number): Promise<Buffer> {
  return createHmac('sha256', await derivedKey('alerts-unsubscribe'))
    .update(`${searchId}.${userId}`)
    .digest();
}

const searchNumber = (scope: UnsubscribeScope) => (scope.searchId === 'digests' ? 0 : scope.searchId);

export async function unsubscribeToken(scope: UnsubscribeScope): Promise<string> {
  const searchId = searchNumber(scope);
  const mac = await signature(searchId, scope.userId);
  return `${searchId}-${scope.userId}-${mac.toString('base64url')}`;
}

/** The links a mail carries: the page people open, and the API address of the List-Unsubscribe header. */
export async function unsubscribeLinks(scope: UnsubscribeScope): Promise<{ page: string; oneClick: string }> {
  const query = `?token=${await unsubscribeToken(scope)}`;
  return {
    page: new URL(`${PAGE_PATH}${query}`, config.SITE_URL).toString(),
    oneClick: new URL(`${API_PATH}${query}`, config.SITE_URL).toString(),
  };
}

/** The scope a token names when its signature holds; undefined otherwise. */
export async function readUnsubscribeToken(token: string): Promise<UnsubscribeScope | undefined> {
  const match = UNSUBSCRIBE_TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const [, searchText, userText, macText] = match as unknown as [string, string, string, string];
  const searchId = Number(searchText);
  const userId = Number(userText);
  const expected = await signature(searchId, userId);
  const given = Buffer.from(macText, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, searchId: searchId === 0 ? 'digests' : searchId };
}
