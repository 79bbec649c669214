import type { Response } from 'supertest';

/**
 * An error answer is the usual JSON body, never a file to keep, whatever the route meant to send
 * (a CSV download, a calendar): no attachment, and kept by no cache (not even for the lifetime the
 * answer it could not give would have had).
 */
export function expectJsonError(res: Response, status: number, errors?: Record<string, string[]>): void {
  expect({ status: res.status, type: res.headers['content-type'] }).toEqual({ status, type: 'application/json; charset=utf-8' });
  expect(res.headers['content-disposition']).toBeUndefined();
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).toMatchObject({ statusCode: status, ...(errors ? { errors } : {}) });
}
