import { Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

export type EdgeStackProps = StackProps & {
  /** Requests per 5 minutes from one address before it is blocked (WAF's minimum is 10). */
  rateLimit: number;
};

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
      visibilityConfig: visibility('tender-web-acl'),
      rules: [
        {
          name: 'RatePerAddress',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: props.rateLimit, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility('rate-per-address'),
        },
        ...MANAGED_RULE_GROUPS.map((group, index) => ({
          name: group.name,
          priority: index + 1,
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
