import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../errors';
import { toAppError } from './error-mapping';

describe('toAppError', () => {
  it('keeps typed errors as they are', () => {
    const error = new NotFoundError('Tender not found.');
    expect(toAppError(error)).toBe(error);
  });

  it('turns a failed condition into 409 and hides the database text', () => {
    const error = Object.assign(new Error('The conditional request failed'), {
      name: 'ConditionalCheckFailedException',
    });
    expect(toAppError(error)).toMatchObject({ statusCode: 409 });
    expect(toAppError(error).message).not.toContain('conditional');
  });

  it('turns a refused connection into 503', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' });
    expect(toAppError(error)).toMatchObject({ statusCode: 503 });
  });

  it('answers anything unknown with a plain 500 that leaks nothing', () => {
    const mapped = toAppError(new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(mapped.statusCode).toBe(500);
    expect(mapped.message).toBe('Something went wrong on our side. Please try again.');
  });
});
