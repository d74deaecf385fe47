import { accountItems, type StoredAccountItem } from '../../data/account-data-repository';
import { contractorBids } from '../../data/bids-repository';
import { listFollows } from '../../data/follows-repository';
import { listInvoicesOfAccount } from '../../data/invoices-repository';
import { getOrder, listBidOrders, type PaymentOrder } from '../../data/payments-repository';

// What "Download my data" holds (DPDP Act 2023): every item of the account's own partitions as
// stored (so a field added later is exported without a change here), its payments, tax invoices
// and bids, and the files its records point at. Left out, as secrets or plumbing: the password
// hash and the authenticator secrets, the session items (live login tokens), the used
// authenticator steps, the export's own item, and the sealed covers' key material of a bid.

/** Attributes of the user item that are secrets, never exported. */
const SECRET_USER_FIELDS = ['password_hash', 'google2fa_secret', 'google2fa_pending_secret'] as const;
/** Items of the user partition that are plumbing, by sort-key prefix. */
const SKIPPED_USER_ITEMS = ['SESSION#', 'TOTP#', 'DATA_EXPORT'] as const;
/** How many bids of a contractor are exported (the newest). */
const BIDS_CAP = 1000;

/** One JSON document of the ZIP. */
export type ExportDocument = { path: string; value: unknown };

/** One stored file the records point at, and where (a dotted path in its document). */
export type ExportFile = {
  zip_path: string;
  stored_key: string;
  file_name: string;
  content_type: string;
  referenced_at: string;
};

export type AccountExport = { documents: ExportDocument[]; files: ExportFile[]; email: string; name: string };

const isStoredFile = (value: unknown): value is { key: string; file_name: string; content_type: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { key?: unknown }).key === 'string' &&
  (value as { key: string }).key.startsWith('files/') &&
  typeof (value as { file_name?: unknown }).file_name === 'string';

/** Every stored file inside `value`, with the dotted path it sits at. */
function storedFilesIn(
  value: unknown,
  path: string,
  found: { key: string; file_name: string; content_type: string; at: string }[],
) {
  if (isStoredFile(value)) {
    found.push({ ...value, at: path });
    return;
  }
  if (Array.isArray(value)) value.forEach((inner, index) => storedFilesIn(inner, `${path}.${index}`, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [name, inner] of Object.entries(value)) storedFilesIn(inner, path ? `${path}.${name}` : name, found);
  }
}

/** A file name safe in any unzip tool: no folders, no control characters. */
const safeName = (name: string) =>
  [...name]
    .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char))
    .join('')
    .slice(0, 120) || 'file';

function withoutSecrets(user: StoredAccountItem): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...user };
  for (const field of SECRET_USER_FIELDS) delete copy[field];
  delete copy.sk;
  return copy;
}

const bySk = (items: StoredAccountItem[], test: (sk: string) => boolean) => items.filter((item) => test(item.sk));
const plain = ({ sk: _sk, ...item }: StoredAccountItem) => item;

/** The account's payment orders: the registration fee's (named by the profile) and every bid order. */
async function paymentsOf(
  accountId: number,
  profile: StoredAccountItem | undefined,
  tenderIds: number[],
): Promise<PaymentOrder[]> {
  const orders: PaymentOrder[] = [];
  const payment = profile?.payment as { order_id?: string } | null | undefined;
  if (payment?.order_id) {
    const order = await getOrder(payment.order_id);
    if (order) orders.push(order);
  }
  for (const tenderId of tenderIds) orders.push(...(await listBidOrders(tenderId, accountId)));
  return orders;
}

/** Everything the export holds, read now; the files are listed, not read (the ZIP writer reads them one at a time). */
export async function collectAccountExport(accountId: number): Promise<AccountExport> {
  const { user: userItems, account: accountItemsRead } = await accountItems(accountId);
  const user = userItems.find((item) => item.sk === 'META');
  if (!user) throw new Error(`account ${accountId} has no user item`);
  const profile = accountItemsRead.find((item) => item.sk === 'PROFILE');
  const lists = bySk(accountItemsRead, (sk) => sk.startsWith('LIST#'));
  const otherAccountItems = bySk(accountItemsRead, (sk) => sk !== 'PROFILE' && !sk.startsWith('LIST#'));
  const consents = bySk(userItems, (sk) => sk.startsWith('CONSENT#'));
  const otherUserItems = bySk(
    userItems,
    (sk) => sk !== 'META' && !sk.startsWith('CONSENT#') && !SKIPPED_USER_ITEMS.some((prefix) => sk.startsWith(prefix)),
  );
  const bids = (await contractorBids(accountId, BIDS_CAP)).map(({ sealed: _sealed, ...bid }) => bid);
  const [payments, invoices, follows] = await Promise.all([
    paymentsOf(
      accountId,
      profile,
      bids.map((bid) => bid.tender_id),
    ),
    listInvoicesOfAccount(accountId),
    listFollows(accountId),
  ]);

  const documents: ExportDocument[] = [
    { path: 'account.json', value: withoutSecrets(user) },
    { path: 'consents.json', value: consents.map(plain) },
    { path: 'profile.json', value: profile ? plain(profile) : null },
    { path: 'profile-lists.json', value: Object.fromEntries(lists.map((list) => [String(list.list), plain(list)])) },
    { path: 'payments.json', value: payments },
    { path: 'tax-invoices.json', value: invoices },
    { path: 'bids.json', value: bids },
    { path: 'follows.json', value: follows },
    { path: 'other-records.json', value: [...otherUserItems, ...otherAccountItems] },
  ];
  const found: { key: string; file_name: string; content_type: string; at: string }[] = [];
  for (const document of documents) storedFilesIn(document.value, document.path.replace(/\.json$/, ''), found);
  const seen = new Set<string>();
  const files: ExportFile[] = [];
  for (const file of found) {
    if (seen.has(file.key)) continue;
    seen.add(file.key);
    files.push({
      zip_path: `files/${String(files.length + 1).padStart(3, '0')}-${safeName(file.file_name)}`,
      stored_key: file.key,
      file_name: file.file_name,
      content_type: file.content_type,
      referenced_at: file.at,
    });
  }
  documents.push({ path: 'files.json', value: files });
  return { documents, files, email: String(user.email ?? ''), name: String(user.name ?? '') };
}
