// The API path of a tender's opening, also the SWR key of its read (apiFetch takes it as it is).
export const openingKey = (tenderId: number) => `/tenders/${tenderId}/opening`;
