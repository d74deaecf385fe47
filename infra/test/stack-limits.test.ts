import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@tender/functions/jobs';
import { routes, type Route } from '@tender/functions/routes';
import { ROUTE_TAG } from '../lib/constructs/api-function';
import {
  ROUTES_PER_AREA_STACK,
  areaConstructId,
  areaStackLayout,
  routeConstructId,
} from '../lib/constructs/api-routes';
import type { TenderStacks } from '../lib/tender-app';
import { synthTenderApp } from './helpers/synth';
import { PROD_REQUIRED } from './helpers/prod-input';

// CloudFormation takes at most 500 resources, 200 parameters and 200 outputs per template, a nested
// stack's included. One stack with a function and a route per entry of functions/routes.ts passed
// 500 at 73 routes (7 resources each): the ApiStack now keeps 2 per route (log group, route) and its
// nested stacks, one per area, the other 6; the job functions are in a nested stack of their own.
// These tests read every template of the cloud assembly.

const RESOURCE_CEILING = 450;
const PARAMETER_CEILING = 180;
const OUTPUT_CEILING = 180;

type CfnTemplate = {
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
  Parameters?: Record<string, unknown>;
  Outputs?: Record<string, unknown>;
};
type TemplateFile = { file: string; nested: boolean; template: CfnTemplate; resources: number };

/** Every template of the assembly: the top-level stacks' and the nested stacks'. */
function templatesIn(directory: string): TemplateFile[] {
  return fs
    .readdirSync(directory)
    .filter((file) => file.endsWith('.template.json'))
    .map((file) => {
      const template = JSON.parse(fs.readFileSync(path.join(directory, file), 'utf8')) as CfnTemplate;
      return {
        file,
        nested: file.endsWith('.nested.template.json'),
        template,
        resources: Object.keys(template.Resources).length,
      };
    });
}

const isRouteFunction = (resource: { Type: string; Properties?: Record<string, unknown> }) =>
  resource.Type === 'AWS::Lambda::Function' &&
  ((resource.Properties?.Tags ?? []) as { Key: string }[]).some((tag) => tag.Key === ROUTE_TAG);

/** What a route costs a nested stack: its function, role, policy, integration, invoke permission and duration alarm. */
const PER_ROUTE_IN_AREA = [
  'AWS::Lambda::Function',
  'AWS::IAM::Role',
  'AWS::IAM::Policy',
  'AWS::ApiGatewayV2::Integration',
  'AWS::Lambda::Permission',
  'AWS::CloudWatch::Alarm',
];

function expectWithinLimits(templates: TemplateFile[]) {
  const over = templates
    .filter(
      ({ template, resources }) =>
        resources >= RESOURCE_CEILING ||
        Object.keys(template.Parameters ?? {}).length >= PARAMETER_CEILING ||
        Object.keys(template.Outputs ?? {}).length >= OUTPUT_CEILING,
    )
    .map(
      ({ file, template, resources }) =>
        `${file}: ${resources} resources, ${Object.keys(template.Parameters ?? {}).length} parameters, ` +
        `${Object.keys(template.Outputs ?? {}).length} outputs`,
    );
  expect(over).toEqual([]);
}

/** The ApiStack's template and its nested stacks': the areas' and the jobs'. */
function apiTemplates(templates: TemplateFile[], stacks: TenderStacks) {
  const byFile = (file: string) => {
    const found = templates.find((t) => t.file === file);
    if (!found) throw new Error(`${file} is not in the assembly`);
    return found;
  };
  return {
    api: byFile(stacks.api.templateFile),
    areas: [...stacks.api.routes.areaStacks.values()].map((stack) => byFile(stack.templateFile)),
    jobs: byFile(stacks.api.jobsStack.templateFile),
  };
}

/** A job's function, role and policy, log group, schedule, the schedule's role and policy, and its duration alarm. */
const JOB_RESOURCES = 8;
/** The origin authorizer's function, role and policy, log group, authorizer, invoke permission and duration alarm. */
const ORIGIN_AUTHORIZER_RESOURCES = 7;

function expectRoutesSpread(templates: TemplateFile[], stacks: TenderStacks, table: readonly Route[]) {
  const { api, areas, jobs: jobsNested } = apiTemplates(templates, stacks);
  const layout = areaStackLayout(table);
  expect(areas).toHaveLength(layout.size);
  // One nested stack per area and the jobs' (JobsStack): no other.
  expect(templates.filter((t) => t.nested)).toHaveLength(layout.size + 1);
  expect(areas.map((area) => area.file)).not.toContain(jobsNested.file);

  // The ApiStack: no function, role, policy, integration or permission; one log group and one
  // route per entry, the secrets, the stage and its access logs, the nested stacks.
  // The job functions (functions/jobs.ts) are in their nested stack, JOB_RESOURCES each and nothing
  // else; the ApiStack keeps that nested stack's resource only. The origin authorizer sits in the
  // ApiStack beside the routes, ORIGIN_AUTHORIZER_RESOURCES.
  const jobsStackId = stacks.api.resolve(stacks.api.jobsStack.nestedStackResource!.logicalId) as string;
  expect(api.template.Resources[jobsStackId]?.Type).toBe('AWS::CloudFormation::Stack');
  const apiTypes = Object.entries(api.template.Resources)
    .filter(([logicalId]) => !logicalId.startsWith('OriginAuthorizer'))
    .map(([, resource]) => resource.Type);
  const jobsInApi = Object.keys(api.template.Resources).filter(
    (logicalId) => logicalId.startsWith('Jobs') && logicalId !== jobsStackId,
  );
  expect(jobsInApi).toEqual([]);
  expect(jobsNested.resources).toBe(JOB_RESOURCES * jobs.length);
  for (const logicalId of Object.keys(jobsNested.template.Resources)) expect(logicalId).toMatch(/^Jobs/);
  const authorizerResources = Object.keys(api.template.Resources).filter((id) => id.startsWith('OriginAuthorizer'));
  expect(authorizerResources).toHaveLength(ORIGIN_AUTHORIZER_RESOURCES);
  for (const type of PER_ROUTE_IN_AREA) expect(apiTypes, type).not.toContain(type);
  expect(apiTypes.filter((type) => type === 'AWS::ApiGatewayV2::Route')).toHaveLength(table.length);
  expect(apiTypes.filter((type) => type === 'AWS::Logs::LogGroup')).toHaveLength(table.length + 1);
  expect(apiTypes.filter((type) => type === 'AWS::CloudFormation::Stack')).toHaveLength(layout.size + 1);
  expect(api.resources).toBeLessThanOrEqual(2 * table.length + layout.size + 1 + 8 + ORIGIN_AUTHORIZER_RESOURCES);

  // Each nested stack: at most ROUTES_PER_AREA_STACK routes' functions, and nothing else but
  // their role, policy, integration and permission.
  let functions = 0;
  for (const area of areas) {
    const routeFunctions = Object.values(area.template.Resources).filter(isRouteFunction).length;
    expect(routeFunctions, area.file).toBeGreaterThan(0);
    expect(routeFunctions, area.file).toBeLessThanOrEqual(ROUTES_PER_AREA_STACK);
    // A function that runs as the data stack's opener role has no role of its own here.
    const openerFunctions = Object.values(area.template.Resources)
      .filter(isRouteFunction)
      .filter((fn) => JSON.stringify(fn.Properties?.Role).includes('BidOpenerRole')).length;
    expect(area.resources, area.file).toBe(PER_ROUTE_IN_AREA.length * routeFunctions - openerFunctions);
    functions += routeFunctions;
  }
  expect(functions).toBe(table.length);
  for (const top of templates.filter((t) => !t.nested)) {
    expect(Object.values(top.template.Resources).filter(isRouteFunction), top.file).toEqual([]);
  }
}

describe('every template of the app stays inside CloudFormation limits', () => {
  let stacks: TenderStacks;
  let templates: TemplateFile[];
  let cleanup: () => void;

  beforeAll(() => {
    // prod with every option on: the most resources each stack can have.
    const synth = synthTenderApp(PROD_REQUIRED);
    ({ stacks, cleanup } = synth);
    templates = templatesIn(synth.assembly.directory);
  }, 300_000);
  afterAll(() => cleanup?.());

  it(`has fewer than ${RESOURCE_CEILING} resources (and parameters, outputs well under 200) in each template, nested ones included`, () => {
    expect(templates.filter((t) => t.nested).length).toBeGreaterThan(1);
    expectWithinLimits(templates);
    const biggest = Math.max(...templates.map((t) => t.resources));
    // One stack held 7 resources a route (516 at 73 routes); the biggest template is now the
    // ApiStack with 2 a route.
    expect(biggest).toBeLessThan(RESOURCE_CEILING);
    expect(biggest).toBeLessThan(3 * routes.length + 30);
  });

  it('spreads the route functions over nested stacks by area, and keeps 2 resources a route in the ApiStack', () => {
    expectRoutesSpread(templates, stacks, routes);
  });

  it('keeps the logical ids a deployed stage has for its secrets, log groups, routes and stage', () => {
    const { api } = apiTemplates(templates, stacks);
    const resources = api.template.Resources;
    // As synthesized before the split: a deploy updates these in place instead of replacing them.
    const kept = {
      JwtSecretB8834B39: 'AWS::SecretsManager::Secret',
      RazorpaySecret353CE86C: 'AWS::SecretsManager::Secret',
      RazorpayWebhookSecret098222BD: 'AWS::SecretsManager::Secret',
      ApiAccessLogsE9DF007D: 'AWS::Logs::LogGroup',
      ApiDefaultStage829AE46A: 'AWS::ApiGatewayV2::Stage',
      RoutesGetGetTenderListLogsA0A7ACC3: 'AWS::Logs::LogGroup',
      RoutesGetGetTenderListRoute55E7DC6D: 'AWS::ApiGatewayV2::Route',
      RoutesPostLoginLogs5303F154: 'AWS::Logs::LogGroup',
      RoutesPostLoginRoute2758CB0E: 'AWS::ApiGatewayV2::Route',
    };
    for (const [logicalId, type] of Object.entries(kept)) expect(resources[logicalId]?.Type, logicalId).toBe(type);
    // Every route's log group and route at `Routes/<RouteId>/Logs` and `Routes/<RouteId>/Route`.
    const ids = Object.keys(resources);
    for (const route of routes) {
      const id = routeConstructId(route);
      expect(ids.filter((logicalId) => new RegExp(`^Routes${id}Logs[0-9A-F]{8}$`).test(logicalId))).toHaveLength(1);
      expect(ids.filter((logicalId) => new RegExp(`^Routes${id}Route[0-9A-F]{8}$`).test(logicalId))).toHaveLength(1);
    }
  });
});

/**
 * The route table grown by GROWTH routes: the real one and copies of its routes under /growth/<n>,
 * most keeping their area, 30 more in Accounts (past ROUTES_PER_AREA_STACK, so it takes a second
 * nested stack). Grown from today's table, so the test keeps its meaning as routes are added.
 */
function grownRouteTable(size: number): Route[] {
  const copies = Array.from({ length: size - routes.length }, (_, index) => {
    // No cache field: each cached GET is a CloudFront behaviour of its own.
    const { cache: _cache, ...route } = routes[index % routes.length]!;
    return { ...route, path: `/growth/${index}${route.path}`, tag: index < 30 ? 'Accounts' : route.tag };
  });
  return [...routes, ...copies];
}

/** How many routes the grown table adds: 30 of them to Accounts, the rest spread. */
const GROWTH = 40;

describe(`with the route table grown by ${GROWTH} routes`, () => {
  const table = grownRouteTable(routes.length + GROWTH);
  let stacks: TenderStacks;
  let templates: TemplateFile[];
  let cleanup: () => void;

  beforeAll(() => {
    const synth = synthTenderApp({ stage: 'dev' }, { routes: table });
    ({ stacks, cleanup } = synth);
    templates = templatesIn(synth.assembly.directory);
  }, 300_000);
  afterAll(() => cleanup?.());

  it(`still has fewer than ${RESOURCE_CEILING} resources in each template`, () => {
    expect(table).toHaveLength(routes.length + GROWTH);
    expectWithinLimits(templates);
  });

  it('spreads the functions the same way, an area past 40 routes over two nested stacks', () => {
    expectRoutesSpread(templates, stacks, table);
    expect([...stacks.api.routes.areaStacks.keys()]).toEqual(expect.arrayContaining(['Accounts', 'AccountsPart2']));
  });
});

describe('areaStackLayout', () => {
  const route = (tag: string, index: number): Route => ({ ...routes[0]!, tag, path: `/layout/${index}` });

  it('names an area after its tag', () => {
    expect(areaConstructId('Admin: contact enquiries')).toBe('AdminContactEnquiries');
    expect(areaConstructId('Tenders')).toBe('Tenders');
  });

  it('groups routes by tag in route-table order and continues an area past the limit in <Area>Part2', () => {
    const table = [
      ...Array.from({ length: 5 }, (_, i) => route('Tenders', i)),
      route('Admin: tenders', 5),
      route('Tenders', 6),
    ];
    const layout = areaStackLayout(table, 3);
    expect([...layout.keys()]).toEqual(['Tenders', 'TendersPart2', 'AdminTenders']);
    expect(layout.get('Tenders')!.map((r) => r.path)).toEqual(['/layout/0', '/layout/1', '/layout/2']);
    expect(layout.get('TendersPart2')!.map((r) => r.path)).toEqual(['/layout/3', '/layout/4', '/layout/6']);
    expect(ROUTES_PER_AREA_STACK).toBe(40);
  });

  it('refuses a tag that makes no id, and two areas that would share a nested stack id', () => {
    expect(() => areaStackLayout([route(' : ', 0)])).toThrow(/has no usable tag/);
    expect(() => areaStackLayout([route('Tenders', 0), route('Tenders', 1), route('Tenders part 2', 2)], 1)).toThrow(
      /two areas make the nested stack id 'TendersPart2'/,
    );
  });
});
