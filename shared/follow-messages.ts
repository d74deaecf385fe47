// What accounts read about following a tender: the API's answers and the web's
// button, count and list take them from here.

export const followMessages = {
  followed:
    'You now follow this tender. We will mail you its corrigenda, answered questions, closing, opening and award.',
  unfollowed: 'You no longer follow this tender.',
  follow: 'Follow',
  following: 'Following',
  unfollow: 'Unfollow',
  logInToFollow: 'Log in to follow',
  verifyToFollow: 'Verify your email address to follow this tender.',
  /** The public count: never who follows. */
  followerCount: (count: number) => `${count} following`,
  followedTenders: 'Followed tenders',
  noFollowedTenders:
    'You do not follow any tender yet. Follow a tender from its page to be mailed its corrigenda, answers, closing and award.',
  followFailed: 'Could not change following. Please try again.',
} as const;
