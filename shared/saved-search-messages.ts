// Saved searches and their alerts: the form's messages (the zod schema and the
// page's yup schema both use these), what the pages say, and the mails' words.

/** How many saved searches one account may keep. */
export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
export const SAVED_SEARCH_LOCATION_MAX = 60;
export const SAVED_SEARCH_KEYWORDS_MAX = 100;
export const SAVED_SEARCH_MAX_CRORE = 10_000;
export const SAVED_SEARCH_MAX_DAYS = 365;

export const savedSearchMessages = {
  title: 'Saved searches',
  lead: 'Save the filters you care about and we mail you matching tenders as soon as they are published, in a daily digest, or both.',
  name: 'Please give the search a name.',
  nameTooLong: `The name can be at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  workType: 'Choose a work type from the list.',
  category: 'Choose a category from the list.',
  locationTooLong: `The location can be at most ${SAVED_SEARCH_LOCATION_MAX} characters.`,
  pinCodePrefix: 'A pin code prefix is 1 to 6 digits.',
  valueCrore: `A value in crore is a number from 0 to ${SAVED_SEARCH_MAX_CRORE}, with at most 2 decimals (0.01 crore is 1 lakh).`,
  valueOrder: 'The highest value cannot be below the lowest.',
  closingWithinDays: `Closing within is a whole number of days from 1 to ${SAVED_SEARCH_MAX_DAYS}.`,
  keywordsTooLong: `Keywords can be at most ${SAVED_SEARCH_KEYWORDS_MAX} characters.`,
  oneFilter: 'Choose at least one filter: a work type, category, location, pin code, value, closing date or keywords.',
  alertChoice: 'Choose yes or no.',
  digestHour: 'Choose an hour from 0 to 23 (IST).',
  limitReached: `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another.`,
  created: 'Your search is saved.',
  updated: 'Your search is saved.',
  deleted: 'Your search is deleted.',
  notFound: 'This saved search does not exist.',
  empty: 'You have no saved searches yet.',
  unsubscribeTitle: 'Stop alerts',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Log in and change the alerts on Saved searches.',
  unsubscribeAsk: (name: string) => `Stop the mails of your saved search “${name}”?`,
  unsubscribeDone: (name: string) => `You will get no more mails for your saved search “${name}”.`,
  unsubscribeButton: 'Stop these mails',
  offer: (workType: string) => `Get alerts for ${workType}`,
  offerLead: 'Save a search for your work type and we mail you each new tender that fits.',
  saveThisSearch: 'Save this search',
  whyYouGotThis: (name: string) => `Why you got this: your saved search “${name}” matched.`,
  whyYouGotDigest: (names: readonly string[]) =>
    `Why you got this: your saved ${names.length === 1 ? 'search' : 'searches'} ${names.map((name) => `“${name}”`).join(', ')} matched.`,
  unsubscribeLine: (link: string) => `To stop these mails, open ${link}`,
  alertSubject: (projectName: string) => `New tender: ${projectName}`,
  digestSubject: (count: number) => `Your daily tender digest: ${count} new ${count === 1 ? 'tender' : 'tenders'}`,
} as const;
