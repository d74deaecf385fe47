import {
  FollowChangeAnswer,
  FollowerCountAnswer,
  FollowParams,
  FollowStateAnswer,
  MyFollowsAnswer,
} from '@tender/shared/schemas/follows';
import { defineRoute } from './route-contract';

// Following tenders. Any signed-in account with a verified email (the news goes to
// it) follows a published tender: 404 for a draft, a tender in review or none. Following and
// unfollowing are idempotent. The public sees how many follow a tender, never who.

const tag = 'Following';

export const followTender = defineRoute({
  method: 'PUT',
  path: '/tenders/{id}/follow',
  handler: 'follows/follow-tender',
  auth: 'verified',
  tag,
  summary:
    'The caller follows a published tender: mailed its corrigenda, answered questions, closing, opening and award (idempotent)',
  params: FollowParams,
  answers: { 200: FollowChangeAnswer },
  access: { table: 'write', writes: ['TENDER'] },
});

export const unfollowTender = defineRoute({
  method: 'DELETE',
  path: '/tenders/{id}/follow',
  handler: 'follows/unfollow-tender',
  auth: 'verified',
  tag,
  summary: 'The caller no longer follows a published tender (idempotent)',
  params: FollowParams,
  answers: { 200: FollowChangeAnswer },
  access: { table: 'write', writes: ['TENDER'] },
});

export const getFollowState = defineRoute({
  method: 'GET',
  // Not the public count's path: CloudFront caches that one, and a cached path carries no Authorization.
  path: '/tenders/{id}/follow',
  handler: 'follows/get-follow-state',
  auth: 'verified',
  tag,
  summary: 'Whether the caller follows a published tender, and how many accounts do',
  params: FollowParams,
  answers: { 200: FollowStateAnswer },
  access: { table: 'read' },
});

export const getFollowerCount = defineRoute({
  method: 'GET',
  path: '/tenders/{id}/followers',
  handler: 'follows/get-follower-count',
  auth: 'public',
  tag,
  summary: 'How many accounts follow a published tender (a count, never who)',
  params: FollowParams,
  answers: { 200: FollowerCountAnswer },
  access: { table: 'read' },
  cache: { sharedSeconds: 10, staleSeconds: 30 },
});

export const listMyFollows = defineRoute({
  method: 'GET',
  path: '/my/follows',
  handler: 'follows/list-my-follows',
  auth: 'verified',
  tag,
  summary: 'The tenders the caller follows (by a Follow or its bid), newest follow first, with status and bid end',
  answers: { 200: MyFollowsAnswer },
  access: { table: 'read' },
});

export const followRoutes = [followTender, unfollowTender, getFollowState, getFollowerCount, listMyFollows] as const;
