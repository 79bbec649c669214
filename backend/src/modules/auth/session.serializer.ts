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

  deserializeUser(id: number, done: (err: unknown, user?: User | false) => void): void {
    this.orm.em
      .fork()
      .findOne(User, { id: Number(id) })
      .then((user) => done(null, user ?? false), done);
  }
}
