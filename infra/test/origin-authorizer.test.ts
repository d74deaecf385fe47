// The side door shut: API Gateway's Lambda authorizer on every route, what it
// may read, and that no function's environment holds the x-origin-verify value; then the
// synthesized authorizer itself, run at cold start in a fresh process against a Secrets Manager
// stand-in, as API Gateway would call it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { jobs } from '@tender/functions/jobs';
import { routes } from '@tender/functions/routes';
import { ORIGIN_AUTHORIZER_IDENTITY_SOURCE, ORIGIN_AUTHORIZER_TAG } from '../lib/constructs/origin-authorizer';
import { areaFunctions } from './helpers/api-templates';
import { assembly, areas, resourcesOf, stacks, templates, useProdApp, type Resource } from './helpers/prod-app';
import { startSecretsManagerStandIn } from './helpers/secrets-manager-stand-in';

useProdApp();

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

const only = (resources: Record<string, Resource>): [string, Resource] => {
  const entries = Object.entries(resources);
  expect(entries).toHaveLength(1);
  return entries[0]!;
};
const authorizerFunction = () =>
  only(
    Object.fromEntries(
      Object.entries(resourcesOf(templates.api, 'AWS::Lambda::Function')).filter(([, fn]) =>
        JSON.stringify(fn.Properties?.Tags ?? []).includes(ORIGIN_AUTHORIZER_TAG),
      ),
    ),
  );
const statementsOfRole = (template: typeof templates.api, roleId: string): Statement[] =>
  Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties!.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap((policy) => (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement);
/** Actions, but X-Ray's (what Lambda itself adds to a traced function's role). */
const actionsOf = (statements: Statement[]) =>
  statements
    .flatMap((s) => [s.Action].flat())
    .filter((action) => !action.startsWith('xray:'))
    .sort();

describe('the origin authorizer on every route of the HTTP API', () => {
  it('is a cached REQUEST Lambda authorizer keyed on x-origin-verify, with simple responses (payload 2.0)', () => {
    const [, authorizer] = only(resourcesOf(templates.api, 'AWS::ApiGatewayV2::Authorizer'));
    const [functionId] = authorizerFunction();
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      IdentitySource: [ORIGIN_AUTHORIZER_IDENTITY_SOURCE],
      AuthorizerResultTtlInSeconds: 300,
      EnableSimpleResponses: true,
      AuthorizerPayloadFormatVersion: '2.0',
    });
    expect(ORIGIN_AUTHORIZER_IDENTITY_SOURCE).toBe('$request.header.x-origin-verify');
    expect(JSON.stringify(authorizer.Properties!.AuthorizerUri)).toContain(functionId);
    const permissions = Object.values(resourcesOf(templates.api, 'AWS::Lambda::Permission')).filter((permission) =>
      JSON.stringify(permission.Properties!.FunctionName).includes(functionId),
    );
    expect(permissions).toHaveLength(1);
    expect(permissions[0]!.Properties).toMatchObject({ Principal: 'apigateway.amazonaws.com' });
    expect(JSON.stringify(permissions[0]!.Properties!.SourceArn)).toContain('/authorizers/');
  });

  it('runs before every route: each route names it (CUSTOM), none is open', () => {
    const [authorizerId] = only(resourcesOf(templates.api, 'AWS::ApiGatewayV2::Authorizer'));
    const httpRoutes = Object.values(resourcesOf(templates.api, 'AWS::ApiGatewayV2::Route'));
    expect(httpRoutes).toHaveLength(routes.length);
    for (const route of httpRoutes) {
      expect(route.Properties).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: { Ref: authorizerId } });
    }
  });

  it('may write its logs and GetSecretValue on the origin-verify secret, nothing else; told its ARN, not its value', () => {
    const [, fn] = authorizerFunction();
    const roleId = (fn.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = statementsOfRole(templates.api, roleId);
    expect(actionsOf(statements)).toEqual([
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'secretsmanager:GetSecretValue',
    ]);
    const secretRead = statements.find((s) => s.Action === 'secretsmanager:GetSecretValue')!;
    expect(JSON.stringify(secretRead.Resource)).toMatch(/OriginVerifySecret/);
    const variables = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(JSON.stringify(variables.ORIGIN_VERIFY_SECRET_ARN)).toMatch(/OriginVerifySecret/);
    expect(variables).not.toHaveProperty('ORIGIN_VERIFY');
    expect(JSON.stringify(variables)).not.toMatch(/resolve:secretsmanager/);
  });
});

describe('no environment holds the x-origin-verify value', () => {
  it('in no function of any stack (routes, jobs, mail events, authorizer, renderer): at most the secret ARN', () => {
    const everyTemplate = [
      templates.data,
      templates.web,
      templates.api,
      templates.mail,
      Template.fromStack(stacks.api.jobsStack),
      ...areas.map((a) => a.template),
    ];
    const functions = everyTemplate.flatMap((template) =>
      Object.values(resourcesOf(template, 'AWS::Lambda::Function')),
    );
    expect(functions.length).toBeGreaterThan(routes.length + jobs.length);
    expect(areaFunctions(areas)).toHaveLength(routes.length);
    for (const fn of functions) {
      const variables =
        (fn.Properties!.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
      expect(variables).not.toHaveProperty('ORIGIN_VERIFY');
      expect(JSON.stringify(variables)).not.toMatch(/resolve:secretsmanager/);
    }
  });

  it('the renderer reads it through the Parameters and Secrets extension, its role GetSecretValue on that secret only', () => {
    const renderers = Object.entries(resourcesOf(templates.web, 'AWS::Lambda::Function')).filter(([, fn]) =>
      JSON.stringify(fn.Properties!.Environment ?? {}).includes('API_ORIGIN'),
    );
    expect(renderers).toHaveLength(1);
    const [, renderer] = renderers[0]!;
    const variables = (renderer.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.ORIGIN_VERIFY_SECRET_ARN).toEqual({ Ref: expect.stringMatching(/^OriginVerifySecret/) });
    expect(JSON.stringify(renderer.Properties!.Layers)).toMatch(/AWS-Parameters-and-Secrets-Lambda-Extension/);
    const roleId = (renderer.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = statementsOfRole(templates.web, roleId);
    const reads = statements.filter((s) => [s.Action].flat().some((action) => action.startsWith('secretsmanager:')));
    expect(reads).toEqual([
      expect.objectContaining({
        Action: 'secretsmanager:GetSecretValue',
        Resource: { Ref: expect.stringMatching(/^OriginVerifySecret/) },
      }),
    ]);
  });
});

// Runs in the fresh process: imports the bundle, calls its handler once per event.
const RUNNER = `
import { pathToFileURL } from 'node:url';
const [bundle, eventsJson] = process.argv.slice(1);
const { handler } = await import(pathToFileURL(bundle).href);
const answers = [];
for (const event of JSON.parse(eventsJson)) answers.push(await handler(event, { awsRequestId: 'cold-start' }));
process.stdout.write(JSON.stringify(answers), () => process.exit(0));
`;

function runBundle(file: string, env: Record<string, string>, events: unknown[]): Promise<{ isAuthorized: boolean }[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', RUNNER, file, JSON.stringify(events)], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`authorizer process exited with ${code}:\n${stderr}`));
      try {
        resolve(JSON.parse(stdout.slice(stdout.lastIndexOf('\n') + 1)) as { isAuthorized: boolean }[]);
      } catch {
        reject(new Error(`authorizer process printed no answers:\n${stdout}\n${stderr}`));
      }
    });
  });
}

describe('the synthesized authorizer at cold start, as API Gateway calls it', () => {
  it('says yes to the secret value only, reading its one secret once', async () => {
    const [, fn] = authorizerFunction();
    const { S3Key } = fn.Properties!.Code as { S3Key: string };
    const manifest = JSON.parse(
      fs.readFileSync(path.join(assembly.directory, `${stacks.api.artifactId}.assets.json`), 'utf8'),
    ) as { files: Record<string, { source: { path: string } }> };
    const bundle = path.join(assembly.directory, manifest.files[S3Key.replace(/\.zip$/, '')]!.source.path, 'index.mjs');
    const value = 'origin-verify-stand-in-value-0123456789abcdef';
    const arn = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:OriginVerifySecret-AbCdEf';
    const standIn = await startSecretsManagerStandIn({ [arn]: value });
    try {
      // The template's settings: names stand in for other stacks' outputs; the ARN for the secret's.
      const variables = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
      const env = Object.fromEntries(
        Object.entries(variables).map(([name, setting]) => [name, typeof setting === 'string' ? setting : 'stand-in']),
      );
      const request = (headers: Record<string, string>) => ({
        version: '2.0',
        type: 'REQUEST',
        routeKey: 'POST /api/v1/contacts',
        headers,
        requestContext: { http: { sourceIp: '198.51.100.4' } },
      });
      const answers = await runBundle(
        bundle,
        {
          ...env,
          SITE_URL: 'https://site.example.in',
          ORIGIN_VERIFY_SECRET_ARN: arn,
          AWS_ENDPOINT_URL_SECRETS_MANAGER: standIn.url,
          AWS_ACCESS_KEY_ID: 'AKIDAUTHORIZERTEST',
          AWS_SECRET_ACCESS_KEY: 'authorizer-test-secret',
          AWS_REGION: 'ap-south-1',
        },
        [request({ 'x-origin-verify': value }), request({ 'x-origin-verify': 'w'.repeat(value.length) }), request({})],
      );
      expect(answers).toEqual([{ isAuthorized: true }, { isAuthorized: false }, { isAuthorized: false }]);
      expect(standIn.calls.map((call) => [call.target, call.secretId, call.signedWith])).toEqual([
        ['secretsmanager.GetSecretValue', arn, 'AKIDAUTHORIZERTEST'],
      ]);
    } finally {
      await standIn.close();
    }
  });
});
