import { IdParam } from '@tender/shared/schemas/common';
import {
  SavedSearchAnswer,
  SavedSearchBody,
  SavedSearchDeleted,
  SavedSearchListAnswer,
  UnsubscribeAnswer,
  UnsubscribeQuery,
} from '@tender/shared/schemas/saved-searches';
import { SAVED_SEARCH_LIMIT } from '@tender/shared/saved-search-messages';
import { defineRoute } from './route-contract';

// Saved searches and their alerts. Any signed-in account keeps its own; the mails
// come from the jobs alert-new-tenders and mail-daily-digests (functions/jobs.ts), and each carries
// a signed unsubscribe link (these last two routes) that needs no session.

const tag = 'Saved searches and alerts';
const searchRules = [
  {
    field: 'work_type',
    rule: 'at least one filter is given (work type, category, location, pin code prefix, value, closing within or keywords)',
  },
  { field: 'value_max_crore', rule: 'not below value_min_crore' },
  // Not `multipleOf: 0.01` in the document: a validator's float division would refuse 9550.55.
  { field: 'value_min_crore', rule: 'at most 2 decimals (0.01 crore is 1 lakh)' },
  { field: 'value_max_crore', rule: 'at most 2 decimals (0.01 crore is 1 lakh)' },
];
const unsubscribeRules = [
  { field: 'token', rule: 'the signed token of an alert or digest mail’s unsubscribe link, unchanged' },
];

export const listSavedSearches = defineRoute({
  method: 'GET',
  path: '/my/saved_searches',
  handler: 'saved-searches/list-saved-searches',
  auth: 'user',
  tag,
  summary: `The caller’s saved searches, oldest first (at most ${SAVED_SEARCH_LIMIT}), with their alert choices`,
  answers: { 200: SavedSearchListAnswer },
  access: { table: 'read' },
});

export const createSavedSearch = defineRoute({
  method: 'POST',
  path: '/my/saved_searches',
  businessRules: [
    ...searchRules,
    { field: 'name', rule: `the account keeps fewer than ${SAVED_SEARCH_LIMIT} saved searches` },
  ],
  handler: 'saved-searches/create-saved-search',
  auth: 'user',
  tag,
  summary:
    'Saves a search of the public lists with its alerts: instant (a mail within minutes of a match being published), a daily digest at an IST hour, or both',
  body: SavedSearchBody,
  answers: { 201: SavedSearchAnswer },
  access: { table: 'write', writes: ['SEQ', 'USER'] },
});

export const updateSavedSearch = defineRoute({
  method: 'PUT',
  path: '/my/saved_searches/{id}',
  businessRules: searchRules,
  handler: 'saved-searches/update-saved-search',
  auth: 'user',
  tag,
  summary: 'Replaces one of the caller’s saved searches (another account’s answers 404)',
  params: IdParam,
  body: SavedSearchBody,
  answers: { 200: SavedSearchAnswer },
  access: { table: 'write', writes: ['USER'] },
});

export const deleteSavedSearch = defineRoute({
  method: 'DELETE',
  path: '/my/saved_searches/{id}',
  handler: 'saved-searches/delete-saved-search',
  auth: 'user',
  tag,
  summary: 'Deletes one of the caller’s saved searches and its alerts (another account’s answers 404)',
  params: IdParam,
  answers: { 200: SavedSearchDeleted },
  access: { table: 'write', writes: ['USER'] },
});

export const readUnsubscribe = defineRoute({
  method: 'GET',
  path: '/alerts/unsubscribe',
  businessRules: unsubscribeRules,
  handler: 'saved-searches/read-unsubscribe',
  auth: 'public',
  tag,
  summary:
    'What an alert mail’s unsubscribe link stops (the search’s name) and whether it is stopped already; changes nothing',
  query: UnsubscribeQuery,
  answers: { 200: UnsubscribeAnswer },
  addressLimit: { limit: 60, windowSeconds: 600 },
  // The link's HMAC key is derived from the JWT key.
  access: { table: 'read', secrets: ['jwt'] },
});

export const unsubscribe = defineRoute({
  method: 'POST',
  path: '/alerts/unsubscribe',
  businessRules: unsubscribeRules,
  handler: 'saved-searches/unsubscribe',
  auth: 'public',
  tag,
  summary:
    'Stops the mails of the link’s saved search (or every daily digest of the account): the page’s button, and RFC 8058 one-click from a mail client (body `List-Unsubscribe=One-Click`, form-encoded: any body is taken); idempotent',
  query: UnsubscribeQuery,
  answers: { 200: UnsubscribeAnswer },
  addressLimit: { limit: 30, windowSeconds: 600 },
  access: { table: 'write', writes: ['USER'], secrets: ['jwt'] },
});

export const savedSearchRoutes = [
  listSavedSearches,
  createSavedSearch,
  updateSavedSearch,
  deleteSavedSearch,
  readUnsubscribe,
  unsubscribe,
] as const;
