import { registerContractor } from '../../contracts/registration';
import { registerAccount } from '../../domain/registration/register-account';
import { contractorPlan } from '../../domain/registration/registration-plan';
import { json } from '../../platform/http/answers';
import { consentSourceOf } from '../account-data/consent-source';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(registerContractor, async (request) =>
  json(
    await registerAccount(contractorPlan(request.body), {
      viewer: request.viewer,
      caller: request.caller,
      source: consentSourceOf(request),
      now: new Date(),
    }),
    201,
  ),
);
