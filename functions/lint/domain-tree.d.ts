import type { ESLint } from 'eslint';

export const KERNEL: Record<string, string[]>;
export const FEATURE_DIRECTIONS: Record<string, string[]>;
export function refusal(from: string, to: string): string | null;
export const domainTree: ESLint.Plugin;
