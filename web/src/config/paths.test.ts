import { describe, expect, it } from 'vitest';
import { loginPath, safeNextPath } from './paths';

describe('login return path', () => {
  it('comes back to a page of this site', () => {
    expect(loginPath('/my-info/edit')).toBe('/login?next=%2Fmy-info%2Fedit');
    expect(loginPath(null)).toBe('/login');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'my-info', ''])(
    'never goes elsewhere (%s)',
    (next) => {
      expect(safeNextPath(next)).toBeNull();
      expect(loginPath(next)).toBe('/login');
    },
  );
});
