// The API paths of following, also the SWR keys of the reads (apiFetch takes them as they are).

/** The caller's follow of one tender (GET its state, PUT follows, DELETE unfollows). */
export const followStateKey = (tenderId: number) => `/tenders/${tenderId}/follow`;
/** The public count (cached at the edge a few seconds). */
export const followerCountKey = (tenderId: number) => `/tenders/${tenderId}/followers`;
export const myFollowsKey = '/my/follows';
