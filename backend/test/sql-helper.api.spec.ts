import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { defineSql, query } from '../src/core/database/sql';
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

/** Prepared statements of the test (the helper's `prepared` road): a write and a read of the stars. */
const PREPARED_STAR = defineSql('SqlHelperSpec.star', 'insert into edition_favorites (edition_id, user_id) values (:editionId, :userId) returning user_id', { prepared: true });
const PREPARED_STARS = defineSql<{ user_id: number }>('SqlHelperSpec.stars', 'select user_id from edition_favorites where edition_id = :editionId order by user_id', { prepared: true });

describe('a prepared statement of the SQL helper', () => {
  it('joins the transaction as the others do: rolled back with it, seen by its own reads only', async () => {
    const { owner, edition } = await anEdition();
    const em = t.app.get(EntityManager);
    let seenInside: number[] = [];
    let seenOutside: number[] = [];
    await expect(
      em.transactional(async () => {
        await query(em, PREPARED_STAR, { editionId: edition.id, userId: owner.user.id });
        seenInside = (await query(em, PREPARED_STARS, { editionId: edition.id })).map((r) => r.user_id);
        seenOutside = await starsOf(edition.id);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(seenInside).toEqual([owner.user.id]);
    expect(seenOutside).toEqual([]);
    expect(await starsOf(edition.id)).toEqual([]);
  });

  it("runs again and again on the pool's connections, and turns the database's errors into the ORM's", async () => {
    const { owner, edition } = await anEdition();
    const em = t.app.get(EntityManager);
    // More calls than the pool has connections: each connection prepares it once, then reuses it.
    for (let i = 0; i < 30; i++) expect(await query(em, PREPARED_STARS, { editionId: edition.id })).toEqual([]);
    await query(em, PREPARED_STAR, { editionId: edition.id, userId: owner.user.id });
    await expect(query(em, PREPARED_STAR, { editionId: edition.id, userId: owner.user.id })).rejects.toBeInstanceOf(UniqueConstraintViolationException);
    expect(await starsOf(edition.id)).toEqual([owner.user.id]);
  });
});
