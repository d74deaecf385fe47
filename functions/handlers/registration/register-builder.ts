import { registerBuilder } from '../../contracts/registration';
import { registerAccount } from '../../domain/registration/register-account';
import { builderPlan } from '../../domain/registration/registration-plan';
import { json } from '../../platform/http/answers';
import { consentSourceOf } from '../account-data/consent-source';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(registerBuilder, async (request) =>
  json(
    await registerAccount(builderPlan(request.body), {
      viewer: request.viewer,
      caller: request.caller,
      source: consentSourceOf(request),
      now: new Date(),
    }),
    201,
  ),
);
