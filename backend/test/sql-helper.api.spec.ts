import { EntityManager } from '@mikro-orm/postgresql';
import { EditionsRepository } from '../src/modules/editions/editions.repository';
import { sqlOf } from './support/community';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

/**
 * The SQL helper runs a repository's hand-written statements in the caller's transaction: what
 * they write goes away with a rollback, is seen by the transaction's own reads, and by no other
 * connection before the commit.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function anEdition() {
  const owner = await signedInUser(t);
  const convention = (await owner.agent.post('/api/conventions').send({ name: 'Convention des jongleurs' }).expect(201)).body as { id: number };
  const edition = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'CJ 2027', startDate: '2027-05-14', endDate: '2027-05-17' }).expect(201))
    .body as { id: number };
  return { owner, edition };
}

const starsOf = async (editionId: number) => (await sqlOf(t)<{ user_id: number }>('select user_id from edition_favorites where edition_id = ?', [editionId])).map((r) => r.user_id);

describe('the SQL helper in a transaction', () => {
  it('a repository write in a transaction that rolls back leaves nothing; the transaction reads its own write, no other connection does', async () => {
    const { owner, edition } = await anEdition();
    const em = t.app.get(EntityManager);
    const editions = t.app.get(EditionsRepository);
    let seenInside: number[] = [];
    let seenOutside: number[] = [];

    await expect(
      em.transactional(async () => {
        await editions.star(owner.user.id, edition.id);
        seenInside = await editions.favoriterIds(edition.id);
        seenOutside = await starsOf(edition.id);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');

    expect(seenInside).toEqual([owner.user.id]);
    expect(seenOutside).toEqual([]);
    expect(await starsOf(edition.id)).toEqual([]);
  });

  it('the same write committed is there', async () => {
    const { owner, edition } = await anEdition();
    await t.app.get(EntityManager).transactional(() => t.app.get(EditionsRepository).star(owner.user.id, edition.id));
    expect(await starsOf(edition.id)).toEqual([owner.user.id]);
  });
});
