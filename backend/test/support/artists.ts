/**
 * What the artists' API tests set up: an online edition of a convention of its own, made through the
 * API, and rows written straight to the database as another feature of the module would write them
 * (each feature's own endpoints have their own spec): users nobody signs in as, artist records, shows
 * with their artists.
 */
import { createHash, randomBytes } from 'node:crypto';
import { newSecret } from '../../src/core/crypto/new-secret';
import type { signedInUser, TestApp } from './test-app';

type Signed = Awaited<ReturnType<typeof signedInUser>>;

const run = <T>(t: TestApp, text: string, params: unknown[]) => t.em().getConnection().execute<T[]>(text, params);

/** A row of `table` with these columns (as the table names them); answers its id. */
async function insert(t: TestApp, table: string, columns: Record<string, unknown>): Promise<number> {
  const names = Object.keys(columns);
  const [row] = await run<{ id: number }>(t, `insert into ${table} (${names.join(', ')}) values (${names.map(() => '?').join(', ')}) returning id`, Object.values(columns));
  return row!.id;
}

/** A convention of the owner's (a name of its own unless given) with one online edition: both as the API answers them. */
export async function conventionWithEdition(owner: Signed, edition: { name: string; startDate: string; endDate: string } & Record<string, unknown>, conventionName?: string) {
  const name = conventionName ?? `Convention ${randomBytes(3).toString('hex')}`;
  const convention = (await owner.agent.post('/api/conventions').send({ name }).expect(201)).body as { id: number };
  const created = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ ...edition, isOnline: true }).expect(201)).body as { id: number; name: string };
  return { convention, edition: created };
}

/** A user made in the database (nobody signs in as them): Alex Durand, a pseudo starting with `pseudo`; `columns` add to or replace those. */
export function userRow(t: TestApp, pseudo: string, columns: Record<string, unknown> = {}): Promise<number> {
  const unique = `${pseudo}_${randomBytes(3).toString('hex')}`;
  const email = `${unique}@example.com`;
  return insert(t, 'users', { email, email_hash: createHash('sha256').update(email).digest('hex'), pseudo: unique, nom: 'Durand', prenom: 'Alex', is_email_verified: true, ...columns });
}

/** An artist record of the edition made in the database, with these columns of edition_artists (user_id or invited_email, stage_name…). */
export function artistRow(t: TestApp, editionId: number, columns: Record<string, unknown>): Promise<number> {
  return insert(t, 'edition_artists', { edition_id: editionId, qr_token: newSecret(), ...columns });
}

export interface ShowInput {
  /** ISO instant. */
  start: string;
  title?: string;
  description?: string | null;
  /** Minutes (60 unless given). */
  duration?: number;
  location?: string | null;
  artists?: readonly number[];
}

/** A show of the edition made in the database ('Show', an hour, nowhere, unless given) with these artists. */
export async function showRow(t: TestApp, editionId: number, show: ShowInput): Promise<number> {
  const id = await insert(t, 'shows', {
    edition_id: editionId,
    title: show.title ?? 'Show',
    description: show.description ?? null,
    start_date_time: show.start,
    duration: show.duration ?? 60,
    location: show.location ?? null,
  });
  for (const artistId of show.artists ?? []) await run(t, 'insert into show_artists (show_id, artist_id) values (?, ?)', [id, artistId]);
  return id;
}
