// The API paths of saved searches and unsubscribe, also the SWR keys of the reads.

export const savedSearchesKey = '/my/saved_searches';
export const savedSearchKey = (id: number) => `${savedSearchesKey}/${id}`;
export const unsubscribeKey = (token: string) => `/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
