/** @dom */
import { api, ApiError } from '@festival/api-client';
import { refusal, serveApi, type ServedApi } from '@festival/ui/testing';

let server: ServedApi;
afterEach(() => server.close());

describe('serveApi', () => {
  it('answers the real API client over HTTP, relative addresses included', async () => {
    server = await serveApi((call) => (call.method === 'GET' && call.path === '/api/editions/7/volunteers/teams' ? { body: [{ id: 1, name: 'Bar' }] } : undefined));
    const { data } = await api.GET('/api/editions/{id}/volunteers/teams', { params: { path: { id: 7 } } });
    expect(data).toEqual([{ id: 1, name: 'Bar' }]);
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/editions/7/volunteers/teams']);
  });

  it('gives a refusal to the client as an ApiError, with its code, and records the body sent', async () => {
    server = await serveApi((call) => (call.method === 'POST' ? refusal(409, 'SLOT_FULL', 'The slot is full') : undefined));
    const sent = api.POST('/api/editions/{id}/volunteers/teams', { params: { path: { id: 7 } }, body: { name: 'Gate' } as never });
    await expect(sent).rejects.toBeInstanceOf(ApiError);
    await expect(sent).rejects.toMatchObject({ status: 409, body: { code: 'SLOT_FULL' } });
    expect(server.calls[0]?.body).toEqual({ name: 'Gate' });
  });
});
