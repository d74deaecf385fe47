// The pipeline's own cost without the noise of a saturated machine: the CPU time each server
// process (the floor, the uncached API) and DynamoDB Local spend per request, for a few thousand
// requests made four at a time. At 100 connections on 2 cores the p99 beside the floor moves by 0.3
// between runs; CPU per request is what a request costs whoever else is running.
import { readFileSync } from 'node:fs';

export type CpuPerRequest = { serverUs: number; dynamodbUs: number };

/** The CPU time a process has used, in ms (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime
}

/** False where /proc is missing (not Linux): the bench then leaves this figure out. */
export function canMeasureCpu(): boolean {
  try {
    cpuMs(process.pid);
    return true;
  } catch {
    return false;
  }
}

export async function cpuPerRequest(
  url: string,
  pids: { server: number; dynamodb: number },
  requests = 3000,
  concurrency = 4,
): Promise<CpuPerRequest> {
  const server = cpuMs(pids.server);
  const dynamodb = cpuMs(pids.dynamodb);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let done = 0; done < requests / concurrency; done += 1) {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      }
    }),
  );
  return {
    serverUs: ((cpuMs(pids.server) - server) * 1000) / requests,
    dynamodbUs: ((cpuMs(pids.dynamodb) - dynamodb) * 1000) / requests,
  };
}

type Endpoint = { name: string; floorUrl: string; apiUrl: string };

/** The API process's CPU per request at most this times the floor's, for the list and the detail. */
export const CPU_BUDGET = 1.1;

/** Rounds per endpoint, each the floor and the API one after the other (the order turning each round). */
const ROUNDS = 6;
const REQUESTS_PER_TURN = 1500;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Each endpoint on the floor and the uncached API in paired turns; the ratio is the median of the
 * rounds' ratios. A slow moment of the machine (this one shares its cores with other machines)
 * weighs on both turns of a round alike, where the lower of two separate turns each could pair the
 * floor's good moment with the API's bad one. Returns the README's table.
 */
export async function cpuTable(
  endpoints: readonly Endpoint[],
  pids: { floor: number; api: number; dynamodb: number },
): Promise<string> {
  const lines = [
    '| endpoint | floor process µs/request | API process µs/request | API / floor (rounds) | budget | DynamoDB Local µs/request (floor, API) |',
    '|---|---|---|---|---|---|',
  ];
  for (const { name, floorUrl, apiUrl } of endpoints) {
    const floor = () => cpuPerRequest(floorUrl, { server: pids.floor, dynamodb: pids.dynamodb }, REQUESTS_PER_TURN);
    const api = () => cpuPerRequest(apiUrl, { server: pids.api, dynamodb: pids.dynamodb }, REQUESTS_PER_TURN);
    // A turn of each first, not counted: each handler is its own bundle with its own copy of the
    // SDK, whose code is compiled anew on its first requests, where the floor's one copy is warm.
    await floor();
    await api();
    const rounds: { floor: CpuPerRequest; api: CpuPerRequest }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      if (round % 2 === 0) {
        const first = await floor();
        rounds.push({ floor: first, api: await api() });
      } else {
        const first = await api();
        rounds.push({ floor: await floor(), api: first });
      }
    }
    const ratios = rounds.map((round) => round.api.serverUs / round.floor.serverUs);
    const ratio = median(ratios);
    const verdict = Number(ratio.toFixed(2)) <= CPU_BUDGET ? 'met' : 'missed';
    const of = (pick: (round: (typeof rounds)[number]) => number) => median(rounds.map(pick)).toFixed(0);
    lines.push(
      `| ${name} | ${of((r) => r.floor.serverUs)} | ${of((r) => r.api.serverUs)} | ${ratio.toFixed(2)} (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}) | <= ${CPU_BUDGET.toFixed(2)}: ${verdict} | ${of((r) => r.floor.dynamodbUs)}, ${of((r) => r.api.dynamodbUs)} |`,
    );
  }
  return lines.join('\n');
}
