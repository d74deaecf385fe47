import path from 'node:path';
import { repoRoot } from './web-build';

/**
 * The folder npm start keeps its data in: DATA_DIR, resolved against the folder the command runs
 * in (DynamoDB Local runs in another folder, so a relative path must never reach it as is), or
 * .local in the repository.
 */
export function localDataDir(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): string {
  const dir = env.DATA_DIR?.trim();
  return dir ? path.resolve(cwd, dir) : path.join(repoRoot, '.local');
}
