import { describe, expect, it } from 'vitest';
import { loginPath } from '../config/paths';
import { safeNextPath } from './next-path';

describe('login return path', () => {
  it('comes back to the page that needed the login', () => {
    expect(loginPath('/my-info/edit?x=1')).toBe('/login?next=%2Fmy-info%2Fedit%3Fx%3D1');
    expect(safeNextPath('/my-info/edit?x=1')).toBe('/my-info/edit?x=1');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'my-info', '', null])(
    'never goes elsewhere (%s)',
    (next) => {
      expect(safeNextPath(next)).toBeNull();
    },
  );
});
