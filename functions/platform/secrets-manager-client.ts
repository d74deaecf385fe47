import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config';
import { awsClientOptions } from './request-handler';

// The only place that builds the Secrets Manager client. No endpoint setting of our own: the SDK
// reads AWS_ENDPOINT_URL_SECRETS_MANAGER itself (the cold-start test points it at a stand-in);
// locally the secrets come from SECRETS_FILE and this client is never called.
export const secretsManager = new SecretsManagerClient({
  region: config.AWS_REGION,
  ...awsClientOptions,
});
