import { signUp as contract } from '../../contracts/accounts';
import { signUp } from '../../domain/accounts/sign-up';
import { json } from '../../platform/http/answers';
import { consentSourceOf } from '../account-data/consent-source';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(contract, async (request) =>
  json(await signUp(request.body, { viewer: request.viewer, source: consentSourceOf(request), now: new Date() }), 201),
);
