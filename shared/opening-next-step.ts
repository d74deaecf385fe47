// Where a tender's opening stands and what happens next, one sentence for the
// tender page and the opening's answer. Times come already written for people (IST).

export const openingNextStep = {
  notOpenedStatus: (status: string) => `This tender is ${status}: its bids will not be opened.`,
  takingBids: (end: string, opening: string) =>
    `Bids are taken until ${end}. The technical covers can be opened from ${opening}, when two openers confirm.`,
  sealed: (opening: string) =>
    `The bids stay sealed until ${opening}; then two openers confirm and the technical covers are opened.`,
  registerPending: 'The register of sealed bids is being published; the opening follows.',
  confirming: (cover: string, confirmed: number) =>
    `The ${cover} covers open when two openers have confirmed (${confirmed} of 2 so far).`,
  evaluating: (openedAt: string) =>
    `The technical covers were opened at ${openedAt}. The evaluators are deciding which bids are qualified.`,
  waitingFinancial: (reason: string) => `The technical covers are opened. ${reason}`,
  financialReady: 'Every bid is evaluated: the financial covers of the qualified bids can be opened by two openers.',
  noQualified: 'No bid is qualified: no financial cover will be opened.',
  awaitingAward: (openedAt: string, count: number) =>
    `The financial covers of ${count} qualified bid${count === 1 ? '' : 's'} were opened at ${openedAt}. The comparative statement is ready; the award follows.`,
  awarded: (winner: string, amount: string, at: string) =>
    `Awarded to ${winner} for ${amount} on ${at}. The result is on Results of Tenders.`,
  unsuccessful: (reason: string) => `This tender ended without an award: ${reason} It may be re-tendered.`,
} as const;
