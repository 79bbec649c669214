import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

/** The session stores the user id only; each request reloads the user, so changes apply at once. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: User, done: (err: unknown, id?: number) => void): void {
    done(null, user.id);
  }

  /**
   * Only when the session was not loaded with its user (SessionUserStore reads both in one query,
   * and server.ts maps that row with `userFromRow`): one plain query mapped to the entity.
   */
  deserializeUser(id: number, done: (err: unknown, user?: User | false) => void): void {
    this.users.forSession(Number(id)).then((user) => done(null, user ?? false), done);
  }

  /** A users row (column names as in the table) as the request's User entity, in a context of its own. */
  userFromRow(row: Record<string, unknown>): User {
    return this.users.fromRow(row);
  }
}
