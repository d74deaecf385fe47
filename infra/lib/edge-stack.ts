import { Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

export type EdgeStackProps = StackProps & {
  /** API requests per 5 minutes from one address before it is blocked (WAF's minimum is 10). */
  rateLimit: number;
  /** Requests per 5 minutes from one address to the guessable writes (login, sign-up ...). */
  authRateLimit: number;
  /** Where those routes are: the path prefixes (up to their first parameter) of isGuessableWrite's routes. */
  guessablePaths: readonly string[];
};

/** A request whose path starts with `prefix` (CloudFront's path: the API's are under /api/). */
const pathStartsWith = (prefix: string) => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/** One address's requests over 5 minutes, counted only where `scope` matches. */
const ratePerAddress = (limit: number, scope: object) => ({
  rateBasedStatement: { limit, aggregateKeyType: 'IP', scopeDownStatement: scope },
});

/** The web ACL's metric name: the WebACL dimension of its CloudWatch metrics (EdgeAlarmsStack). */
export const WEB_ACL_METRIC_NAME = 'tender-web-acl';

/** Managed rule groups in front of everything; each has its own metric. */
const MANAGED_RULE_GROUPS = [
  // SizeRestrictions_BODY blocks bodies over 8 KB; the API takes JSON up to 1 MB (it checks that itself).
  { name: 'AWSManagedRulesCommonRuleSet', count: ['SizeRestrictions_BODY'] },
  { name: 'AWSManagedRulesKnownBadInputsRuleSet', count: [] },
  { name: 'AWSManagedRulesAmazonIpReputationList', count: [] },
] as const;

/**
 * The WAF web ACL of the distribution. CloudFront web ACLs live in us-east-1, so this stack does;
 * the WebStack reads its ARN across regions. Behind no proxy, WAF sees the viewer's own address, so
 * the rate-based rule counts per real client.
 */
export class EdgeStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(WEB_ACL_METRIC_NAME),
      // Rates count the API only: pages and assets are CloudFront's cache hits,
      // and a visitor paging a list must not spend what its logins need.
      rules: [
        {
          name: 'RatePerAddress',
          priority: 0,
          action: { block: {} },
          statement: ratePerAddress(props.rateLimit, pathStartsWith('/api/')),
          visibilityConfig: visibility('rate-per-address'),
        },
        {
          name: 'GuessableWritesPerAddress',
          priority: 1,
          action: { block: {} },
          statement: ratePerAddress(props.authRateLimit, {
            orStatement: { statements: props.guessablePaths.map(pathStartsWith) },
          }),
          visibilityConfig: visibility('guessable-writes-per-address'),
        },
        ...MANAGED_RULE_GROUPS.map((group, index) => ({
          name: group.name,
          priority: index + 2,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: group.name,
              ...(group.count.length > 0
                ? { ruleActionOverrides: group.count.map((name) => ({ name, actionToUse: { count: {} } })) }
                : {}),
            },
          },
          visibilityConfig: visibility(group.name),
        })),
      ],
    });
  }
}
