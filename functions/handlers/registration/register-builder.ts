import { registerBuilder } from '../../contracts/registration';
import { registerAccount } from '../../domain/registration/register-account';
import { builderPlan } from '../../domain/registration/registration-plan';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(registerBuilder, async ({ body, viewer }) =>
  json(await registerAccount(builderPlan(body), { viewer, now: new Date() }), 201),
);
