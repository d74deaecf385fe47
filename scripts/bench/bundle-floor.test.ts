import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { BUNDLE_BUDGETS, bundleClassOf, missedBudget } from './bundle-floor';

describe('the bundle budgets by route class', () => {
  it('counts a route as signed-in when its contract needs a token', () => {
    expect(bundleClassOf({ auth: 'public' })).toBe('public');
    expect(bundleClassOf({ auth: 'public', identifyCaller: true })).toBe('signed-in');
    for (const auth of ['user', 'verified', 'admin'] as const) expect(bundleClassOf({ auth })).toBe('signed-in');
    const byHandler = (handler: string) => bundleClassOf(routes.find((route) => route.handler === handler)!);
    expect(byHandler('tenders/get-tender-info')).toBe('public');
    expect(byHandler('auth/login')).toBe('public');
    expect(byHandler('profile/get-profile')).toBe('signed-in');
  });

  it('holds public routes to floor + 60 KB and 1.15x, signed-in routes to floor + 120 KiB and 1.5x', () => {
    const floor = { floorBytes: 400_000, floorInitMs: 100 };
    expect(missedBudget('public', { ...floor, bytes: 460_000, initMs: 114 })).toEqual([]);
    expect(missedBudget('public', { ...floor, bytes: 460_001, initMs: 116 })).toEqual(['size', 'init']);
    expect(missedBudget('signed-in', { ...floor, bytes: 400_000 + 120 * 1024, initMs: 150 })).toEqual([]);
    expect(missedBudget('signed-in', { ...floor, bytes: 400_001 + 120 * 1024, initMs: 150 })).toEqual(['size']);
    expect(missedBudget('signed-in', { ...floor, bytes: 400_000, initMs: 151 })).toEqual(['init']);
    expect(BUNDLE_BUDGETS.public.overFloorBytes).toBe(60_000);
  });
});
