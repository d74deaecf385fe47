import type { NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { API_BASE_PATH, type Route } from '@tender/functions/routes';
import type { ApiStack } from '../../lib/api-stack';

// The route functions, their roles, integrations and permissions live in the ApiStack's nested
// stacks, one per area (lib/constructs/api-routes.ts), the job functions in one of their own
// (JobsStack); the secrets, the route functions' log groups, the routes and the stage in the
// ApiStack itself. These helpers read the nested templates and follow
// their parameters back to what the ApiStack passes, so a test sees `{ Ref: 'JwtSecret…' }` where
// the nested template says `{ Ref: 'referencetotender…JwtSecret…Ref' }`.

export type CfnResource = {
  Type: string;
  Properties: Record<string, unknown>;
  DependsOn?: string[];
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  Metadata?: Record<string, unknown>;
};

export type AreaTemplate = {
  /** The nested stack's construct id (`Tenders`, `AdminTenders`, ..., `JobsStack`). */
  id: string;
  stack: NestedStack;
  template: Template;
  resources: Record<string, CfnResource>;
  /** Replaces each `{ Ref: <parameter> }` in `value` by what the ApiStack passes for that parameter. */
  resolve: <T>(value: T) => T;
};

export function resourcesOf(template: Template): Record<string, CfnResource> {
  return template.toJSON().Resources as Record<string, CfnResource>;
}

/**
 * One of the ApiStack's nested stacks (an area's, the jobs'), read with Template.fromStack, and a
 * `resolve` that follows its parameters back to what the ApiStack passes for them.
 */
export function nestedTemplate(api: ApiStack, id: string, stack: NestedStack): AreaTemplate {
  const parent = resourcesOf(Template.fromStack(api));
  return nestedTemplateIn(parent, api, id, stack);
}

function nestedTemplateIn(
  parent: Record<string, CfnResource>,
  api: ApiStack,
  id: string,
  stack: NestedStack,
): AreaTemplate {
  const template = Template.fromStack(stack);
  const parameters = (template.toJSON().Parameters ?? {}) as Record<string, unknown>;
  const logicalId = api.resolve(stack.nestedStackResource!.logicalId) as string;
  const passed = (parent[logicalId]?.Properties.Parameters ?? {}) as Record<string, unknown>;
  const resolve = <T>(value: T): T => {
    if (Array.isArray(value)) return value.map(resolve) as T;
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>);
    const [only] = entries;
    if (entries.length === 1 && only![0] === 'Ref' && typeof only![1] === 'string' && only![1] in parameters) {
      const given = passed[only![1]];
      if (given === undefined) throw new Error(`${id}: the ApiStack passes no value for parameter ${only![1]}`);
      return given as T;
    }
    return Object.fromEntries(entries.map(([key, inner]) => [key, resolve(inner)])) as T;
  };
  return { id, stack, template, resources: resourcesOf(template), resolve };
}

/** Every area's nested template, read with Template.fromStack(nestedStack). */
export function areaTemplates(api: ApiStack): AreaTemplate[] {
  const parent = resourcesOf(Template.fromStack(api));
  return [...api.routes.areaStacks].map(([id, stack]) => nestedTemplateIn(parent, api, id, stack));
}

/** The job functions' nested template (`JobsStack`), its parameters resolved like an area's. */
export function jobsTemplate(api: ApiStack): AreaTemplate {
  return nestedTemplate(api, 'JobsStack', api.jobsStack);
}

/**
 * The resources of the jobs' nested template with every parameter resolved to what the ApiStack
 * passes: a test reads them as it read them in the ApiStack's own template.
 */
export function jobsResources(api: ApiStack): Record<string, CfnResource> {
  const jobs = jobsTemplate(api);
  return jobs.resolve(jobs.resources);
}

/** The Lambda functions of every area's template, each with its area. */
export function areaFunctions(
  areas: readonly AreaTemplate[],
): { logicalId: string; fn: CfnResource; area: AreaTemplate }[] {
  return areas.flatMap((area) =>
    Object.entries(area.resources)
      .filter(([, resource]) => resource.Type === 'AWS::Lambda::Function')
      .map(([logicalId, fn]) => ({ logicalId, fn, area })),
  );
}

/** The one function of `route` (found by its description), with its area's template. */
export function routeFunction(
  areas: readonly AreaTemplate[],
  route: Route,
): { logicalId: string; fn: CfnResource; area: AreaTemplate } {
  const description = `${route.method} ${API_BASE_PATH}${route.path} (${route.handler})`;
  const found = areaFunctions(areas).filter(({ fn }) => fn.Properties.Description === description);
  if (found.length !== 1) throw new Error(`${found.length} functions described '${description}'`);
  return found[0]!;
}
