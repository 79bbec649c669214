import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSessionNeutralWrite, SESSION_NEUTRAL_WRITES } from './session-neutral';

/** The API's operations, from the document the client is generated from. */
const document = JSON.parse(readFileSync(join(__dirname, '../../../../libs/api-client/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, { tags?: string[] }>> };
const posts = Object.entries(document.paths).flatMap(([path, operations]) => (operations.post ? [{ path: path.replace(/\{[^}]+\}/g, '12'), tags: operations.post.tags ?? [] }] : []));

describe('session-neutral writes', () => {
  it('name only POSTs of the gate and the canteen (which write neither sessions nor users), each a route of the document', () => {
    for (const route of SESSION_NEUTRAL_WRITES) {
      const matched = posts.filter((p) => route.test(p.path));
      expect(matched.length).toBeGreaterThan(0);
      for (const p of matched) expect(['gate', 'meals']).toContain(p.tags[0]);
    }
    expect(posts.filter((p) => isSessionNeutralWrite('POST', p.path)).map((p) => p.path).sort()).toEqual([
      '/api/editions/12/gate/check',
      '/api/editions/12/gate/entries',
      '/api/editions/12/gate/entries/sync',
      '/api/editions/12/meals/12/check',
      '/api/editions/12/meals/12/entries',
      '/api/editions/12/meals/12/entries/sync',
    ]);
  });

  it('keeps every other write, and the undo, a write', () => {
    expect(isSessionNeutralWrite('POST', '/api/editions/12/gate/entries/3/undo')).toBe(false);
    expect(isSessionNeutralWrite('POST', '/api/editions/12/meals/canteen/entries/3/undo')).toBe(false);
    expect(isSessionNeutralWrite('DELETE', '/api/editions/12/gate/entries')).toBe(false);
    expect(isSessionNeutralWrite('POST', '/api/editions/12/gate/entries/')).toBe(false);
    expect(isSessionNeutralWrite('POST', '/api/auth/logout')).toBe(false);
  });
});
