import { getUser } from '../../data/users-repository';

/** The mail address of each account, read once per job run; undefined for an account gone. */
export function recipientAddresses(): (userId: number) => Promise<string | undefined> {
  const known = new Map<number, Promise<string | undefined>>();
  return (userId) => {
    if (!known.has(userId))
      known.set(
        userId,
        getUser(userId).then((user) => user?.email || undefined),
      );
    return known.get(userId)!;
  };
}
