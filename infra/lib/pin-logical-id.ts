import { CfnResource } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** Gives a construct's CloudFormation resource a fixed logical id, independent of the construct tree. */
export function pinLogicalId(construct: IConstruct, logicalId: string): void {
  const resource = construct.node.defaultChild;
  if (!(resource instanceof CfnResource)) {
    throw new Error(`${construct.node.path} has no CloudFormation resource to pin as '${logicalId}'`);
  }
  resource.overrideLogicalId(logicalId);
}
