import { MikroORM } from '@mikro-orm/core';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Response } from 'express';
import { Store } from '../cache/public-cache';
import { PgListener } from '../jobs/pg-listener';

/** The NOTIFY channel the `session` and `users` tables' triggers announce every committed change on. */
export const SESSIONS_CHANGED = 'sessions_changed';
/** A safety net only (changes are heard at once): what a notification lost unnoticed could cost. */
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** The entity whose flush in this process drops the memory at once, before its notification comes back. */
const USER_ENTITY = 'User';

/** A stored session as this process remembers it. */
export interface CachedSession {
  /** The session as stored (JSON text): each request parses a copy of its own. */
  json: string;
  /** The signed-in user, mapped once and frozen (handlers read it; changes go through a fresh load); null: none. */
  user: object | null;
  userId: number | null;
  /** When the session expires (epoch ms). */
  expires: number;
}

/**
 * A process's memory of signed-in sessions with their users, so that a signed-in request does not
 * read them from PostgreSQL each time (the raw work of every signed-in call).
 *
 * What keeps it true:
 * - every replica hears each committed change of the `session` or `users` table (a trigger's
 *   NOTIFY) and forgets everything; a flush of a User in this process forgets at once;
 * - a write request (not GET or HEAD) of a signed-in user makes this process read that user's
 *   sessions from the database until it has ended, and forgets before and after it; a visitor's
 *   write (sign-in, password reset…) does so for every session;
 * - a session read while something was forgotten is not kept;
 * - while the LISTEN connection is down nothing is trusted, and all is forgotten when it is back.
 * Another replica's change is heard within the notification's trip (milliseconds).
 */
@Injectable()
export class SessionCache implements OnModuleInit {
  private generation = 0;
  private readonly store = new Store<CachedSession>(MAX_ENTRIES, MAX_BYTES, SESSION_CACHE_TTL_MS);
  private visitorWrites = 0;
  private readonly usersWriting = new Map<number, number>();
  readonly stats = { hits: 0, misses: 0, invalidations: 0 };

  constructor(
    private readonly listener: PgListener,
    private readonly orm: MikroORM,
  ) {}

  onModuleInit(): void {
    this.listener.listen(SESSIONS_CHANGED, () => this.invalidate());
    this.listener.onReconnect(() => this.invalidate());
    this.orm.em.getEventManager().registerSubscriber({
      afterFlush: ({ uow }) => {
        if (uow.getChangeSets().some((changeSet) => changeSet.name === USER_ENTITY)) this.invalidate();
      },
    });
  }

  /** The remembered session `sid`, when it may be trusted now. */
  get(sid: string): CachedSession | undefined {
    if (!this.trusted()) return undefined;
    const now = Date.now();
    const hit = this.store.get(sid, now);
    if (!hit || hit.expires < now || (hit.userId !== null && this.usersWriting.has(hit.userId))) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return hit;
  }

  /** To take before reading a session from the database, and to hand to `remember`. */
  get version(): number {
    return this.generation;
  }

  /** Keeps a session read from the database, unless something was forgotten since `version` was taken. */
  remember(sid: string, session: CachedSession, version: number): void {
    if (version !== this.generation || !this.trusted()) return;
    if (session.userId !== null && this.usersWriting.has(session.userId)) return;
    this.store.set(sid, session, 2 * session.json.length + 2_048, Date.now());
  }

  invalidate(): void {
    this.generation++;
    this.stats.invalidations++;
    this.store.clear();
  }

  /**
   * A write request under way: the sessions of its author (of everyone, for a visitor) are read from
   * the database until its answer is finished, and forgotten now and then.
   */
  holdDuring(userId: number | undefined, res: Response): void {
    if (userId === undefined) this.visitorWrites++;
    else this.usersWriting.set(userId, (this.usersWriting.get(userId) ?? 0) + 1);
    this.invalidate();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      if (userId === undefined) this.visitorWrites--;
      else {
        const left = (this.usersWriting.get(userId) ?? 1) - 1;
        if (left > 0) this.usersWriting.set(userId, left);
        else this.usersWriting.delete(userId);
      }
      this.invalidate();
    };
    res.once('finish', release);
    res.once('close', release);
  }

  /** Write requests under way in this process. */
  get writesUnderWay(): number {
    let writes = this.visitorWrites;
    for (const count of this.usersWriting.values()) writes += count;
    return writes;
  }

  private trusted(): boolean {
    return this.visitorWrites === 0 && this.listener.isListening(SESSIONS_CHANGED);
  }
}
