import { paths } from '@tender/shared/site-paths';
import { API_BASE_PATH } from '../../contracts/base-path';
import { config } from '../../platform/config';
import { naturalNumber, positiveInteger, signedLink } from '../../platform/signed-link';
import { siteLink } from '../mail/site-url';

// The unsubscribe link of alert and digest mails (RFC 8058): `<search id>-<user id>-
// <HMAC>`, the HMAC (SHA-256, key derivedKey('alerts-unsubscribe')) over the two ids. It does not
// expire (a mail read months later must still stop the mails) and is not stored; search id 0
// names every daily digest of the account (a digest mail gathers several searches).

/** What a token stops: one search's mails, or every digest of the account. */
export type UnsubscribeScope = { userId: number; searchId: number | 'digests' };

const API_PATH = `${API_BASE_PATH}/alerts/unsubscribe`;

// The same shape as UNSUBSCRIBE_TOKEN_PATTERN (shared/schemas/saved-searches.ts), which checks it at the edge.
const unsubscribeLinkKind = signedLink({
  purpose: 'alerts-unsubscribe',
  fields: { searchId: naturalNumber(15), userId: positiveInteger(15) },
});

const searchNumber = (scope: UnsubscribeScope) => (scope.searchId === 'digests' ? 0 : scope.searchId);

export async function unsubscribeToken(scope: UnsubscribeScope): Promise<string> {
  return unsubscribeLinkKind.sign({ searchId: searchNumber(scope), userId: scope.userId });
}

/** The links a mail carries: the page people open, and the API address of the List-Unsubscribe header. */
export async function unsubscribeLinks(scope: UnsubscribeScope): Promise<{ page: string; oneClick: string }> {
  const token = await unsubscribeToken(scope);
  return {
    page: siteLink(paths.alertsUnsubscribe, { token }),
    oneClick: new URL(`${API_PATH}?token=${token}`, config.SITE_URL).toString(),
  };
}

/** The scope a token names when its signature holds; undefined otherwise. */
export async function readUnsubscribeToken(token: string): Promise<UnsubscribeScope | undefined> {
  const signed = await unsubscribeLinkKind.verify(token);
  if (!signed) return undefined;
  return { userId: signed.userId, searchId: signed.searchId === 0 ? 'digests' : signed.searchId };
}
