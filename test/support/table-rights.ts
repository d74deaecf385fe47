import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import type { MiddlewareStack } from '@smithy/types';
import { effectiveAccess, type KeyPrefix } from '../../functions/contracts/route-contract';
import { API_BASE_PATH, routes, type Route } from '../../functions/routes';

// The local stack's stand-in for the cloud's table rights (dynamodb:LeadingKeys): while the tests
// run, every write a route's handler makes goes through this check, which refuses (as IAM would) a
// write of an item whose partition key is of a kind the route's contract does not declare in its
// access `writes`. So the declarations are proven against the code on every path the API and browser
// tests exercise, not only read off it. The handlers run in the process that starts the stack
// (test/setup/stack-process.ts installs this there); only test code patches anything.

/** A written item's partition key and the command that wrote it. */
type Write = { command: string; pk: string };
type Refusal = { route: string; write: Write };

const WRITE_COMMANDS = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;

const requestRoute = new AsyncLocalStorage<Route>();
const written = new Map<string, Set<string>>();
const refusals: Refusal[] = [];
let installed = false;

const routeName = (route: Route) => `${route.method} ${route.path}`;
const partitionKind = (pk: string) => pk.split('#')[0]!;

const patterns = routes.map((route) => ({
  route,
  pattern: new RegExp(`^${API_BASE_PATH}${route.path.replace(/\{\w+\}/g, '[^/]+')}/?$`),
}));

function routeOf(request: http.IncomingMessage): Route | undefined {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const path = (request.url ?? '').split('?')[0]!;
  if (!path.startsWith(API_BASE_PATH)) return undefined;
  return patterns.find((entry) => entry.route.method === method && entry.pattern.test(path))?.route;
}

/** A key attribute as the document client or the marshalled low-level input carries it. */
function keyValue(key: unknown): string | undefined {
  const pk = (key as { pk?: unknown } | undefined)?.pk;
  if (typeof pk === 'string') return pk;
  return (pk as { S?: string } | undefined)?.S;
}

type WriteInput = {
  Item?: unknown;
  Key?: unknown;
  RequestItems?: Record<string, { PutRequest?: { Item?: unknown }; DeleteRequest?: { Key?: unknown } }[]>;
  TransactItems?: { Put?: { Item?: unknown }; Update?: { Key?: unknown }; Delete?: { Key?: unknown } }[];
};

/** The partition keys a write command writes (a transaction's ConditionCheck only reads: IAM grants it table-wide). */
function writtenKeys(input: WriteInput): string[] {
  const keys = [
    input.Item,
    input.Key,
    ...Object.values(input.RequestItems ?? {}).flatMap((requests) =>
      requests.map((request) => request.PutRequest?.Item ?? request.DeleteRequest?.Key),
    ),
    ...(input.TransactItems ?? []).map((item) => item.Put?.Item ?? item.Update?.Key ?? item.Delete?.Key),
  ];
  return keys.map(keyValue).filter((pk): pk is string => pk !== undefined);
}

/** Refuses the writes of kinds the route does not declare, as IAM's LeadingKeys condition would. */
function checkWrites(route: Route, command: string, input: WriteInput): void {
  const declared: readonly KeyPrefix[] = effectiveAccess(route).writes;
  const name = routeName(route);
  for (const pk of writtenKeys(input)) {
    const kinds = written.get(name) ?? new Set<string>();
    kinds.add(partitionKind(pk));
    written.set(name, kinds);
    if (declared.includes(partitionKind(pk) as KeyPrefix)) continue;
    refusals.push({ route: name, write: { command, pk } });
    const message =
      `local table rights: ${name} may not write ${pk} (${command}): ` +
      `its contract's access declares writes [${declared.join(', ')}]`;
    console.error(message);
    throw Object.assign(new Error(message), { name: 'AccessDeniedException' });
  }
}

// Each client has its own input and output types; the check reads only names and keys.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Client = { middlewareStack: MiddlewareStack<any, any> };

/**
 * Runs every /api/v1 request the local gateway receives with its route known to the code it runs,
 * and checks each write of the handlers' DynamoDB client against that route's declared kinds.
 * Call once the stack is up, in the process it runs in.
 */
export async function enforceTableRights(): Promise<void> {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    const route = event === 'request' ? routeOf(args[0] as http.IncomingMessage) : undefined;
    if (!route) return emit.call(this, event, ...args);
    return requestRoute.run(route, () => emit.call(this, event, ...args));
  } as typeof http.Server.prototype.emit;
  // The handlers' own client: the gateway loaded their modules in this process.
  const { dynamo } = await import('../../functions/platform/dynamo-client');
  (dynamo as Client).middlewareStack.add(
    (next, context) => async (args) => {
      const route = requestRoute.getStore();
      const command = context.commandName ?? 'unknown';
      if (route && WRITE_COMMANDS.test(command)) checkWrites(route, command, args.input as WriteInput);
      return next(args);
    },
    { step: 'initialize', name: 'localTableRights' },
  );
}

/** One line for the end of the run: how many routes wrote which kinds, and what was refused. */
export function tableRightsSummary(): string {
  const kinds = [...written.values()].reduce((sum, set) => sum + set.size, 0);
  const refused = refusals.map(({ route, write }) => `\n  ${route}: ${write.command} ${write.pk}`).join('');
  return `local table rights: ${written.size} routes wrote ${kinds} (route, kind) pairs; ${refusals.length} writes refused${refused}`;
}
