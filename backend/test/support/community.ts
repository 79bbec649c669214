/**
 * What the community pages' API tests (workshops, carpool, posts, lost and found) set up alike:
 * statements straight to the database, and the edition's team.
 */
import type { signedInUser, TestApp } from './test-app';

export type Signed = Awaited<ReturnType<typeof signedInUser>>;

/** Runs a statement straight on the test database (`?` parameters). */
export const sqlOf =
  (t: TestApp) =>
  <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
    t.em().getConnection().execute<T[]>(text, params);

/** Makes `member` a collaborator of the convention holding no particular right: one of its editions' team. */
export async function joinTeam(owner: Signed, conventionId: number, member: Signed): Promise<Signed> {
  await owner.agent.post(`/api/conventions/${conventionId}/collaborators`).send({ identifier: member.user.pseudo, rights: {} }).expect(201);
  return member;
}
