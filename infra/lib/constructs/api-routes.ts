import { NestedStack, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  CfnRoute,
  HttpIntegration,
  HttpIntegrationType,
  PayloadFormatVersion,
  type IHttpApi,
} from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { API_BASE_PATH, type Route } from '@tender/functions/routes';
import type { BundleSet } from '../bundling/bundle-handlers';
import type { ApiAccess } from './api-access';
import { API_FUNCTION_DEFAULTS, ApiFunction } from './api-function';

export type ApiRoutesProps = {
  httpApi: IHttpApi;
  routes: readonly Route[];
  bundles: BundleSet;
  access: ApiAccess;
  /** The origin authorizer (constructs/origin-authorizer.ts) every route runs before its function. */
  authorizerId: string;
  retainData: boolean;
  tracing: boolean;
  /** Each function's duration alarm tells this topic (the ops stack's). */
  alarmTopic: sns.ITopic;
};

/**
 * Routes per nested stack. Each route puts 6 resources there (function, role, policy, integration,
 * invoke permission, duration alarm; a route that runs as the opener role has no role of its own), 2 parameters (its log group's name and ARN) and 1 output (its integration id):
 * 40 routes stay far inside CloudFormation's 500 resources, 200 parameters and 200 outputs per template.
 */
export const ROUTES_PER_AREA_STACK = 40;

/** `GET /tenders/{id}/documents` -> `GetTendersIdDocuments`: a stable construct id per route. */
export function routeConstructId(route: Pick<Route, 'method' | 'path'>): string {
  return [route.method.toLowerCase(), ...route.path.split(/[^A-Za-z0-9]+/)]
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/** A contract's `tag` as a construct id: `Admin: contact enquiries` -> `AdminContactEnquiries`. */
export function areaConstructId(tag: string): string {
  return tag
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/**
 * Which nested stack each route's function goes to: one per area (the contracts' `tag`), in
 * route-table order, an area past `perStack` routes continuing in `<Area>Part2`, `<Area>Part3`...
 * A route stays in its stack while routes are added after it; changing its tag moves it.
 */
export function areaStackLayout(
  routes: readonly Route[],
  perStack: number = ROUTES_PER_AREA_STACK,
): Map<string, Route[]> {
  const byArea = new Map<string, Route[]>();
  for (const route of routes) {
    const area = areaConstructId(route.tag);
    if (!area)
      throw new Error(`functions/routes.ts: '${route.method} ${route.path}' has no usable tag ('${route.tag}')`);
    byArea.set(area, [...(byArea.get(area) ?? []), route]);
  }
  const layout = new Map<string, Route[]>();
  for (const [area, areaRoutes] of byArea) {
    for (let start = 0; start < areaRoutes.length; start += perStack) {
      const id = start === 0 ? area : `${area}Part${start / perStack + 1}`;
      if (layout.has(id)) throw new Error(`functions/routes.ts: two areas make the nested stack id '${id}'`);
      layout.set(id, areaRoutes.slice(start, start + perStack));
    }
  }
  return layout;
}

/**
 * One Lambda function and one HTTP API route (`METHOD /api/v1<path>`, behind the origin authorizer) per
 * route-table entry, split so that no template nears CloudFormation's 500 resources per stack:
 *
 * - here, in the ApiStack (`Routes/<RouteId>`): each route's log group and its HTTP API route, at
 *   the logical ids they had when everything was in one stack. A log group holds the function's logs
 *   (retained in prod). A route key is unique per API and CloudFormation creates a resource before
 *   it deletes the one it replaces, so a route made anew in another stack would fail the deploy;
 *   kept here, it is updated in place to point at the new integration.
 * - in one nested stack per area (`Routes/Areas/<Area>`, see areaStackLayout): the function, its
 *   role and policy, the integration and API Gateway's permission to invoke the function.
 */
export class ApiRoutes extends Construct {
  readonly functions: ReadonlyMap<Route, ApiFunction>;
  /** The nested stacks by id (`Tenders`, `AdminTenders`, ...). */
  readonly areaStacks: ReadonlyMap<string, NestedStack>;

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);
    const seen = new Map<string, Route>();
    const functions = new Map<Route, ApiFunction>();
    const areaStacks = new Map<string, NestedStack>();
    const areas = new Construct(this, 'Areas');
    const stackName = Stack.of(this).stackName;

    for (const [area, areaRoutes] of areaStackLayout(props.routes)) {
      const areaStack = new NestedStack(areas, area, {
        description: `${stackName}: the functions of ${areaRoutes.length} route(s) tagged '${areaRoutes[0]!.tag}'`,
      });
      areaStacks.set(area, areaStack);

      for (const route of areaRoutes) {
        const key = `${route.method} ${route.path}`;
        const constructId = routeConstructId(route);
        const clash = seen.get(constructId);
        if (clash) throw new Error(`functions/routes.ts: '${key}' clashes with '${clash.method} ${clash.path}'`);
        seen.set(constructId, route);

        const bundle = props.bundles.bundles.get(route.handler);
        if (!bundle) throw new Error(`No bundle for handler '${route.handler}' of route '${key}'`);

        // In the ApiStack: the log group and (below) the route, at their construct paths of old.
        const kept = new Construct(this, constructId);
        const logGroup = new logs.LogGroup(kept, 'Logs', {
          retention: API_FUNCTION_DEFAULTS.logRetention,
          removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        });

        // In the area's nested stack: the function, its role, the integration and the permission.
        const apiFunction = new ApiFunction(areaStack, constructId, {
          route,
          bundle,
          access: props.access,
          logGroup,
          tracing: props.tracing,
          alarmTopic: props.alarmTopic,
        });
        const integration = new HttpIntegration(apiFunction, 'Integration', {
          httpApi: props.httpApi,
          integrationType: HttpIntegrationType.AWS_PROXY,
          integrationUri: apiFunction.function.functionArn,
          payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
        });
        apiFunction.function.addPermission('ApiInvoke', {
          principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
          sourceArn: Stack.of(areaStack).formatArn({
            service: 'execute-api',
            resource: props.httpApi.apiId,
            resourceName: `*/*${API_BASE_PATH}${route.path}`,
          }),
        });

        // `Route/Resource`: the construct path aws-apigatewayv2's HttpRoute gave it, hence the same
        // logical id. An L1, because the L2 would make the integration and permission in its own stack.
        new CfnRoute(new Construct(kept, 'Route'), 'Resource', {
          apiId: props.httpApi.apiId,
          routeKey: `${route.method} ${API_BASE_PATH}${route.path}`,
          target: `integrations/${integration.integrationId}`,
          // Only whether the request came through CloudFront; the JWT is the pipeline's, at the auth
          // level routes.ts gives the route.
          authorizationType: 'CUSTOM',
          authorizerId: props.authorizerId,
        });
        functions.set(route, apiFunction);
      }
    }
    this.functions = functions;
    this.areaStacks = areaStacks;
  }
}
