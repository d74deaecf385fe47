import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestUrl } from './gateway';

const url = (target: string, host?: string) =>
  requestUrl({ url: target, headers: host === undefined ? {} : { host } } as IncomingMessage)?.href;

describe('requestUrl: the URL the gateway routes a request by', () => {
  it('keeps the target as the path and query, never resolving it against the host', () => {
    expect(url('/api/v1/tenders?page=2', 'LocalHost:3000')).toBe('http://localhost:3000/api/v1/tenders?page=2');
    expect(url('//[', 'localhost')).toBe('http://localhost//[');
    expect(url('//evil.example/x', 'localhost:3000')).toBe('http://localhost:3000//evil.example/x');
    expect(url('/', undefined)).toBe('http://localhost/');
  });

  it('refuses a target or Host a browser would not send', () => {
    expect(url('http://localhost/x', 'localhost')).toBeUndefined();
    expect(url('*', 'localhost')).toBeUndefined();
    expect(url('/x', 'user@localhost')).toBeUndefined();
    expect(url('/x', 'localhost/y')).toBeUndefined();
    expect(url('/x', 'localhost:99999')).toBeUndefined();
  });
});
