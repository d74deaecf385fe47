import { registerBuilder } from '../../contracts/registration';
import { registerAccount } from '../../domain/registration/register-account';
import { builderPlan } from '../../domain/registration/registration-plan';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(registerBuilder, async ({ body, viewer, caller }) =>
  json(await registerAccount(builderPlan(body), { viewer, caller, now: new Date() }), 201),
);
