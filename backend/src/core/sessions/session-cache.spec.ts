import { EventEmitter } from 'node:events';
import type { MikroORM } from '@mikro-orm/core';
import type { Response } from 'express';
import type { PgListener } from '../jobs/pg-listener';
import { SESSIONS_CHANGED, SessionCache, type CachedSession } from './session-cache';

/** The LISTEN connection as the cache sees it: whether it hears the channel, and its handlers. */
class Listener {
  listening = true;
  readonly handlers: (() => void)[] = [];
  readonly reconnects: (() => void)[] = [];
  listen(channel: string, handler: () => void) {
    expect(channel).toBe(SESSIONS_CHANGED);
    this.handlers.push(handler);
    return () => undefined;
  }
  onReconnect(handler: () => void) {
    this.reconnects.push(handler);
  }
  isListening() {
    return this.listening;
  }
}

function setUp() {
  const listener = new Listener();
  const subscribers: { afterFlush: (args: { uow: { getChangeSets(): { name: string }[] } }) => void }[] = [];
  const orm = { em: { getEventManager: () => ({ registerSubscriber: (s: (typeof subscribers)[number]) => subscribers.push(s) }) } };
  const cache = new SessionCache(listener as unknown as PgListener, orm as unknown as MikroORM);
  cache.onModuleInit();
  const flushed = (...names: string[]) => subscribers.forEach((s) => s.afterFlush({ uow: { getChangeSets: () => names.map((name) => ({ name })) } }));
  return { cache, listener, flushed };
}

const session = (userId: number | null, expires = Date.now() + 60_000): CachedSession => ({
  json: JSON.stringify({ cookie: {}, passport: userId === null ? {} : { user: userId } }),
  user: userId === null ? null : Object.freeze({ id: userId }),
  userId,
  expires,
});
/** A response whose end the test decides. */
const response = () => new EventEmitter() as unknown as Response;

describe('SessionCache', () => {
  it('remembers a session read while nothing changed, until a notification, a reconnection or a flush of a User', () => {
    const { cache, listener, flushed } = setUp();
    const remember = () => cache.remember('sid', session(1), cache.version);
    remember();
    expect(cache.get('sid')?.userId).toBe(1);
    listener.handlers[0]!();
    expect(cache.get('sid')).toBeUndefined();
    remember();
    listener.reconnects[0]!();
    expect(cache.get('sid')).toBeUndefined();
    remember();
    flushed('Edition');
    expect(cache.get('sid')?.userId).toBe(1);
    flushed('Edition', 'User');
    expect(cache.get('sid')).toBeUndefined();
  });

  it('does not keep a session whose read began before something was forgotten', () => {
    const { cache } = setUp();
    const version = cache.version;
    cache.invalidate();
    cache.remember('sid', session(1), version);
    expect(cache.get('sid')).toBeUndefined();
  });

  it('trusts nothing while the LISTEN connection is down, and keeps nothing read then', () => {
    const { cache, listener } = setUp();
    cache.remember('sid', session(1), cache.version);
    listener.listening = false;
    expect(cache.get('sid')).toBeUndefined();
    cache.remember('other', session(2), cache.version);
    listener.listening = true;
    expect(cache.get('other')).toBeUndefined();
  });

  it('lets no session outlive its expiry', () => {
    const { cache } = setUp();
    cache.remember('sid', session(1, Date.now() - 1), cache.version);
    expect(cache.get('sid')).toBeUndefined();
  });

  it('during a user’s write, reads their sessions from the database, not those of others; forgets before and after', () => {
    const { cache } = setUp();
    cache.remember('bystander', session(2), cache.version);
    const res = response();
    cache.holdDuring(1, res);
    expect(cache.writesUnderWay).toBe(1);
    expect(cache.get('bystander')).toBeUndefined(); // forgotten when the write began
    cache.remember('writer', session(1), cache.version);
    cache.remember('bystander', session(2), cache.version);
    expect(cache.get('writer')).toBeUndefined();
    expect(cache.get('bystander')?.userId).toBe(2);
    res.emit('finish');
    res.emit('close'); // released once
    expect(cache.writesUnderWay).toBe(0);
    expect(cache.get('bystander')).toBeUndefined(); // forgotten when it ended
    cache.remember('writer', session(1), cache.version);
    expect(cache.get('writer')?.userId).toBe(1);
  });

  it('during a visitor’s write (a sign-in, a password reset), trusts no session at all', () => {
    const { cache } = setUp();
    const res = response();
    cache.holdDuring(undefined, res);
    cache.remember('sid', session(1), cache.version);
    expect(cache.get('sid')).toBeUndefined();
    res.emit('close');
    cache.remember('sid', session(1), cache.version);
    expect(cache.get('sid')?.userId).toBe(1);
  });
});
