import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { API_BASE_PATH, type Route } from '@tender/functions/routes';
import type { BundleSet } from '../bundling/bundle-handlers';
import type { ApiAccess } from './api-access';
import { ApiFunction } from './api-function';

export type ApiRoutesProps = {
  httpApi: IHttpApi;
  routes: readonly Route[];
  bundles: BundleSet;
  access: ApiAccess;
  retainData: boolean;
  tracing: boolean;
};

/** `GET /tenders/{id}/documents` -> `GetTendersIdDocuments`: a stable construct id per route. */
export function routeConstructId(route: Pick<Route, 'method' | 'path'>): string {
  return [route.method.toLowerCase(), ...route.path.split(/[^A-Za-z0-9]+/)]
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/** One function and one HTTP API route (`METHOD /api/v1<path>`, no API Gateway authorizer) per route-table entry. */
export class ApiRoutes extends Construct {
  readonly functions: ReadonlyMap<Route, ApiFunction>;

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);
    const seen = new Map<string, Route>();
    const functions = new Map<Route, ApiFunction>();

    for (const route of props.routes) {
      const key = `${route.method} ${route.path}`;
      const constructId = routeConstructId(route);
      const clash = seen.get(constructId);
      if (clash) throw new Error(`functions/routes.ts: '${key}' clashes with '${clash.method} ${clash.path}'`);
      seen.set(constructId, route);

      const bundle = props.bundles.bundles.get(route.handler);
      if (!bundle) throw new Error(`No bundle for handler '${route.handler}' of route '${key}'`);

      const apiFunction = new ApiFunction(this, constructId, {
        route,
        bundle,
        access: props.access,
        retainData: props.retainData,
        tracing: props.tracing,
      });
      const httpRoute = new HttpRoute(apiFunction, 'Route', {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(`${API_BASE_PATH}${route.path}`, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration('Integration', apiFunction.function),
      });
      NagSuppressions.addResourceSuppressions(httpRoute, [
        {
          id: 'AwsSolutions-APIG4',
          reason:
            'No API Gateway authorizer by design: the shared middy pipeline checks the JWT at the auth level ' +
            `routes.ts gives the route ('${route.auth}'); public routes are public.`,
        },
      ]);
      functions.set(route, apiFunction);
    }
    this.functions = functions;
  }
}
