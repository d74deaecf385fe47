// The prod stage synthesised once per test file (lib/stages.ts: pinned account, data retained, WAF
// on) for the app-*.test.ts files, and the slices of the CloudFormation JSON they read.
// stages.test.ts checks dev.
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { afterAll, beforeAll } from 'vitest';
import type { TenderStacks } from '../../lib/tender-app';
import { areaTemplates, type AreaTemplate } from './api-templates';
import { PROD_REQUIRED } from './prod-input';
import { synthTenderApp } from './synth';

// CloudFront managed policy ids (stable, documented by AWS).
export const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

export type Resource = {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};
export type Behaviour = { PathPattern?: string; TargetOriginId: string; FunctionAssociations?: unknown };
export type Origin = { Id: string; OriginAccessControlId?: unknown; CustomOriginConfig?: unknown };
export type DistributionConfig = {
  DefaultRootObject?: string;
  CustomErrorResponses?: unknown;
  DefaultCacheBehavior: Behaviour;
  CacheBehaviors: Behaviour[];
  Origins: Origin[];
};

export const resourcesOf = (template: Template, type: string): Record<string, Resource> =>
  template.findResources(type) as Record<string, Resource>;

// Set by useProdApp's beforeAll; importers read them live (ES module bindings).
export let stacks: TenderStacks;
export let assembly: CloudAssembly;
export let templates: { data: Template; web: Template; api: Template; mail: Template };
/** The ApiStack's nested stacks: the route functions, roles, integrations and permissions, by area. */
export let areas: AreaTemplate[];
let cleanup: (() => void) | undefined;

/** Synthesises the prod stage before the calling file's tests and removes its output after them. */
export function useProdApp(): void {
  beforeAll(() => {
    ({ stacks, assembly, cleanup } = synthTenderApp(PROD_REQUIRED));
    templates = {
      data: Template.fromStack(stacks.data),
      web: Template.fromStack(stacks.web),
      api: Template.fromStack(stacks.api),
      mail: Template.fromStack(stacks.mail),
    };
    areas = areaTemplates(stacks.api);
  });
  afterAll(() => cleanup?.());
}
