import type { MiddlewareStack } from '@smithy/types';

/** A call to an AWS service that changed something: a DynamoDB write, an S3 put or a mail sent. */
export type ObservedWrite = { service: string; command: string; keys: string[] };

const READ_COMMANDS = /^(Get|Query|Scan|Head|List|BatchGet|TransactGet|Describe)/;

/** Every partition key a write command names, marshalled or not. */
function partitionKeys(input: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    for (const [name, inner] of Object.entries(value)) {
      if (name === 'pk') {
        const key = typeof inner === 'string' ? inner : (inner as { S?: string } | undefined)?.S;
        if (key) found.push(key);
      } else visit(inner);
    }
  };
  visit(input);
  return found;
}

// Each client has its own input and output types; the observer reads only names and keys.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Client = { middlewareStack: MiddlewareStack<any, any> };

/**
 * Watches the handlers' own AWS clients (the local gateway runs them in this process) and records
 * every successful call that changes something, so a test can tell what a request stored.
 */
export function observeWrites(clients: Record<string, Client>) {
  const writes: ObservedWrite[] = [];
  for (const [service, client] of Object.entries(clients)) {
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const result = await next(args);
        const command = context.commandName ?? 'unknown';
        if (!READ_COMMANDS.test(command)) writes.push({ service, command, keys: partitionKeys(args.input) });
        return result;
      },
      { step: 'initialize', name: `fuzzWriteObserver${service}` },
    );
  }
  return {
    /** How many writes so far: pass it to `since` after a request. */
    mark: () => writes.length,
    since: (mark: number) => writes.slice(mark),
  };
}
