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

/** Issue 28: the API process's CPU per request at most this times the floor's, for the list and the detail. */
export const CPU_BUDGET = 1.1;

/**
 * Each endpoint on the floor and the uncached API in turns, twice; each figure the lower of its two
 * (the one less disturbed by the rest of the machine). Returns the README's table.
 */
export async function cpuTable(
  endpoints: readonly Endpoint[],
  pids: { floor: number; api: number; dynamodb: number },
): Promise<string> {
  const lines = [
    '| endpoint | floor process µs/request | API process µs/request | API / floor | budget | DynamoDB Local µs/request (floor, API) |',
    '|---|---|---|---|---|---|',
  ];
  for (const { name, floorUrl, apiUrl } of endpoints) {
    const floor: CpuPerRequest[] = [];
    const api: CpuPerRequest[] = [];
    for (let round = 0; round < 2; round += 1) {
      floor.push(await cpuPerRequest(floorUrl, { server: pids.floor, dynamodb: pids.dynamodb }));
      api.push(await cpuPerRequest(apiUrl, { server: pids.api, dynamodb: pids.dynamodb }));
    }
    const lowest = (runs: CpuPerRequest[]) => runs.reduce((a, b) => (b.serverUs < a.serverUs ? b : a));
    const [f, a] = [lowest(floor), lowest(api)];
    const ratio = (a.serverUs / f.serverUs).toFixed(2);
    const verdict = Number(ratio) <= CPU_BUDGET ? 'met' : 'missed';
    lines.push(
      `| ${name} | ${f.serverUs.toFixed(0)} | ${a.serverUs.toFixed(0)} | ${ratio} | <= ${CPU_BUDGET.toFixed(2)}: ${verdict} | ${f.dynamodbUs.toFixed(0)}, ${a.dynamodbUs.toFixed(0)} |`,
    );
  }
  return lines.join('\n');
}
