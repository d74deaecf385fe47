// npm start in miniature, for scripts/local/stack.int.test.ts: the local stack (in-memory
// database, free ports, no site, no seed) kept running by the same runUntilStopped as
// scripts/start.ts, in its own process so a test can kill its parts and watch it exit.
// Prints one JSON line once ready: { ports, dynamodbPid }.
import { freeStackPorts } from '../ports';
import { runUntilStopped } from '../run-until-stopped';
import { startStack } from '../stack';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: stack-process.ts <data folder>');
const ports = await freeStackPorts();
const stack = await startStack({ dataDir, ports, seed: false, inMemoryDatabase: true });
console.log(JSON.stringify({ ports, dynamodbPid: stack.dynamodbPid }));
runUntilStopped(stack);
