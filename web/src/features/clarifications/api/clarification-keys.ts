// The API paths of clarifications, also the SWR keys of the reads (apiFetch takes them as they are).

export const publicClarificationsKey = (tenderId: number) => `/tenders/${tenderId}/clarifications`;
export const clarificationInboxKey = (tenderId: number) => `/tenders/${tenderId}/clarifications/inbox`;
export const myClarificationsKey = (tenderId: number) => `/my/clarifications?tender_id=${tenderId}`;
export const answerPath = (tenderId: number, clarificationId: number) =>
  `/tenders/${tenderId}/clarifications/${clarificationId}/answer`;
