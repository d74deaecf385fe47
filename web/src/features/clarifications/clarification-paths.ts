/** The inbox page of a tender's questions (the tender's organisation, Admin): paths.tenderClarifications. */
export const clarificationInboxPath = (tenderId: number) => `/tender/${tenderId}/clarifications`;
