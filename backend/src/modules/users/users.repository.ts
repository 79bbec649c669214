import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, maybeOne, query } from '../../core/database/sql';
import { User } from './user.entity';

const SEARCH = defineSql<{ id: number; pseudo: string; email: string; nom: string; prenom: string }>(
  'UsersRepository.search',
  `select id, pseudo, email, nom, prenom from users
   where lower(pseudo) like :pattern or email like :pattern or lower(nom) like :pattern or lower(prenom) like :pattern or lower(prenom || ' ' || nom) like :pattern
   order by (lower(pseudo) like :prefix) desc, lower(pseudo) asc, id asc
   limit :limit`,
);

const SESSION_ROW = defineSql<Record<string, unknown>>('UsersRepository.sessionRow', 'select * from "users" where "id" = :id limit 1');

const END_SESSIONS = defineSql('UsersRepository.endSessions', `delete from "session" where (sess->'passport'->>'user') = :userId and sid <> :keepSessionId`);

/** Every query of the users module. */
@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /** E-mails are stored lower-cased and trimmed. */
  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: email.trim().toLowerCase() });
  }

  /** Pseudos compare case-insensitively (unique index on lower(pseudo)). */
  findByPseudo(pseudo: string): Promise<User | null> {
    return this.em.createQueryBuilder(User).where('lower(pseudo) = ?', [pseudo.trim().toLowerCase()]).getSingleResult();
  }

  findByIds(ids: readonly number[]): Promise<User[]> {
    return ids.length ? this.em.find(User, { id: { $in: [...ids] } }) : Promise.resolve([]);
  }

  /** At most `limit` users whose pseudo, e-mail, last or first name contains the text; pseudo matches first. */
  search(text: string, limit: number): Promise<{ id: number; pseudo: string; email: string; nom: string; prenom: string }[]> {
    const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return query(this.em, SEARCH, { pattern, prefix: pattern.slice(1), limit });
  }

  count(): Promise<number> {
    return this.em.count(User);
  }

  /** A new user, saved with the next flush. */
  create(data: RequiredEntityData<User>): User {
    return this.em.create(User, data);
  }

  /**
   * The users row of a session's user, outside any request's unit of work (passport reads it
   * before the request has one): one plain query. Undefined when there is no such user.
   */
  async sessionRow(id: number): Promise<Record<string, unknown> | undefined> {
    return (await maybeOne(this.em, SESSION_ROW, { id })) ?? undefined;
  }

  /** A users row (column names as in the table) as a User, in a unit of work of its own. */
  fromRow(row: Record<string, unknown>): User {
    return this.em.fork().map(User, row);
  }

  /** Ends every stored session of a user but the one kept. */
  async endSessions(userId: number, keepSessionId?: string): Promise<void> {
    await query(this.em, END_SESSIONS, { userId: String(userId), keepSessionId: keepSessionId ?? '' });
  }

  /** Commits the changes made to loaded users (and the caller's unit of work). */
  flush(): Promise<void> {
    return this.em.flush();
  }
}
