// The part of IAM's policy language a sealing key's policy uses, evaluated as KMS evaluates a key
// policy: an explicit Deny wins, then any Allow, else the request is denied. A policy that uses a
// word this evaluator does not know is refused when the key is made (MalformedPolicyDocument), so
// a key can never be looser here than the same policy is in AWS.

export type PolicyStatement = {
  Sid?: string;
  Effect: 'Allow' | 'Deny';
  Principal: '*' | { AWS: string | string[] };
  Action?: string | string[];
  NotAction?: string | string[];
  Resource: string | string[];
  Condition?: Record<string, Record<string, string | string[]>>;
};

export type KeyPolicy = { Version?: string; Statement: PolicyStatement[] };

export type PolicyRequest = {
  /** The caller's ARN (a role or user of the account). */
  principal: string;
  /** e.g. 'kms:Decrypt' */
  action: string;
  /** The server's own clock: the only clock a sealing rule may follow. */
  now: Date;
  encryptionContext?: Record<string, string>;
};

export type PolicyDecision = 'allow' | 'explicit-deny' | 'implicit-deny';

export class MalformedPolicyError extends Error {}

const DATE_OPERATORS = {
  DateGreaterThan: (now: number, at: number) => now > at,
  DateGreaterThanEquals: (now: number, at: number) => now >= at,
  DateLessThan: (now: number, at: number) => now < at,
  DateLessThanEquals: (now: number, at: number) => now <= at,
} as const;

const STRING_OPERATORS = {
  StringEquals: (value: string, wanted: string) => value === wanted,
  StringLike: (value: string, wanted: string) => wildcard(wanted).test(value),
} as const;

const list = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function wildcard(pattern: string, flags = ''): RegExp {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`, flags);
}

const accountOf = (arn: string) => arn.split(':')[4] ?? '';

function principalMatches(principal: PolicyStatement['Principal'], caller: string): boolean {
  if (principal === '*') return true;
  return list(principal.AWS).some((named) => {
    if (named === '*' || named === caller) return true;
    // The account's root stands for every principal of the account (there is no IAM policy here
    // to narrow it, as if IAM allowed everything a key policy allows).
    return /^arn:aws:iam::\d{12}:root$/.test(named) && accountOf(named) === accountOf(caller);
  });
}

function actionMatches(statement: PolicyStatement, action: string): boolean {
  const matches = (patterns: string[]) => patterns.some((pattern) => wildcard(pattern, 'i').test(action));
  if (statement.Action !== undefined) return matches(list(statement.Action));
  return !matches(list(statement.NotAction));
}

function conditionKeyValue(key: string, request: PolicyRequest): string | undefined {
  if (key === 'aws:PrincipalArn') return request.principal;
  if (key === 'kms:CallerAccount') return accountOf(request.principal);
  if (key.startsWith('kms:EncryptionContext:')) {
    return request.encryptionContext?.[key.slice('kms:EncryptionContext:'.length)];
  }
  throw new MalformedPolicyError(`Condition key ${key} is not supported by the local key server.`);
}

function conditionHolds(operator: string, key: string, values: string[], request: PolicyRequest): boolean {
  if (operator in DATE_OPERATORS) {
    if (key !== 'aws:CurrentTime') throw new MalformedPolicyError(`${operator} is supported on aws:CurrentTime only.`);
    const compare = DATE_OPERATORS[operator as keyof typeof DATE_OPERATORS];
    return values.some((value) => compare(request.now.getTime(), Date.parse(value)));
  }
  if (operator in STRING_OPERATORS) {
    const actual = conditionKeyValue(key, request);
    const compare = STRING_OPERATORS[operator as keyof typeof STRING_OPERATORS];
    return actual !== undefined && values.some((value) => compare(actual, value));
  }
  throw new MalformedPolicyError(`Condition operator ${operator} is not supported by the local key server.`);
}

function conditionsHold(statement: PolicyStatement, request: PolicyRequest): boolean {
  return Object.entries(statement.Condition ?? {}).every(([operator, entries]) =>
    Object.entries(entries).every(([key, values]) => conditionHolds(operator, key, list(values), request)),
  );
}

const KNOWN_STRING_KEYS = /^(aws:PrincipalArn|kms:CallerAccount|kms:EncryptionContext:.+)$/;

function assertKnownConditions(statement: PolicyStatement): void {
  for (const [operator, entries] of Object.entries(statement.Condition ?? {})) {
    for (const [key, values] of Object.entries(entries)) {
      if (operator in DATE_OPERATORS && key === 'aws:CurrentTime') {
        if (list(values).some((value) => Number.isNaN(Date.parse(value)))) {
          throw new MalformedPolicyError(`${operator} needs ISO 8601 dates.`);
        }
      } else if (!(operator in STRING_OPERATORS && KNOWN_STRING_KEYS.test(key))) {
        throw new MalformedPolicyError(`The condition ${operator} on ${key} is not supported by the local key server.`);
      }
    }
  }
}

export function evaluatePolicy(policy: KeyPolicy, request: PolicyRequest): PolicyDecision {
  const applicable = policy.Statement.filter(
    (statement) =>
      principalMatches(statement.Principal, request.principal) &&
      actionMatches(statement, request.action) &&
      conditionsHold(statement, request),
  );
  if (applicable.some((statement) => statement.Effect === 'Deny')) return 'explicit-deny';
  return applicable.some((statement) => statement.Effect === 'Allow') ? 'allow' : 'implicit-deny';
}

/** Parses a policy document and checks every statement against the words this evaluator knows. */
export function parsePolicy(document: string): KeyPolicy {
  let policy: KeyPolicy;
  try {
    policy = JSON.parse(document) as KeyPolicy;
  } catch {
    throw new MalformedPolicyError('The key policy is not valid JSON.');
  }
  if (!Array.isArray(policy?.Statement) || policy.Statement.length === 0) {
    throw new MalformedPolicyError('The key policy has no statements.');
  }
  for (const statement of policy.Statement) {
    if (statement.Effect !== 'Allow' && statement.Effect !== 'Deny') {
      throw new MalformedPolicyError('Each statement needs Effect Allow or Deny.');
    }
    if ((statement.Action === undefined) === (statement.NotAction === undefined)) {
      throw new MalformedPolicyError('Each statement needs exactly one of Action and NotAction.');
    }
    if (!list(statement.Resource).every((resource) => resource === '*')) {
      throw new MalformedPolicyError('A key policy statement applies to Resource "*".');
    }
    if (statement.Principal !== '*' && list(statement.Principal?.AWS).length === 0) {
      throw new MalformedPolicyError('Each statement needs a Principal.');
    }
    assertKnownConditions(statement);
  }
  return policy;
}
