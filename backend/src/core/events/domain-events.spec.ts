import { Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DomainEvents, eventName } from './domain-events';

class SlotChanged {
  static readonly event = 'test.slot-changed';
  constructor(readonly slotId: number) {}
}

class Nameless {
  constructor(readonly id: number) {}
}

describe('domain events after the commit', () => {
  const emitter = new EventEmitter2();
  const events = new DomainEvents(emitter);
  afterEach(() => {
    emitter.removeAllListeners();
    jest.restoreAllMocks();
  });

  it('reaches the listeners of the name the event’s class gives itself, with the event', async () => {
    const heard: unknown[] = [];
    emitter.on(SlotChanged.event, (e: SlotChanged) => heard.push(e));
    const event = new SlotChanged(7);
    await events.publish(event);
    expect(heard).toEqual([event]);
    expect(eventName(event)).toBe('test.slot-changed');
  });

  it('resolves once every listener’s work is done', async () => {
    const done: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    emitter.on(SlotChanged.event, async (e: SlotChanged) => {
      await gate;
      done.push(e.slotId);
    });
    const published = events.publish(new SlotChanged(3));
    let settled = false;
    void published.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    release();
    await published;
    expect(done).toEqual([3]);
  });

  it('logs a listener’s failure instead of throwing it (the write is committed), and still waits for the others', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const heard: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    emitter.on(SlotChanged.event, async () => {
      throw new Error('mail server down');
    });
    emitter.on(SlotChanged.event, () => {
      throw new Error('thrown at once');
    });
    emitter.on(SlotChanged.event, async (e: SlotChanged) => {
      await gate;
      heard.push(e.slotId);
    });
    // As Nest registers an @OnEvent listener (run on the next turn, a promise of its work).
    emitter.on(SlotChanged.event, async (e: SlotChanged) => heard.push(e.slotId * 10), { async: true, promisify: true });
    const published = events.publish(new SlotChanged(5));
    setImmediate(release);
    await expect(published).resolves.toBeUndefined();
    expect(heard.sort()).toEqual([5, 50]);
    expect(logged.mock.calls.map(([message]) => message)).toEqual(['A listener of test.slot-changed failed: mail server down', 'A listener of test.slot-changed failed: thrown at once']);
  });

  it('refuses an object whose class names no event (a programming error, found by any test)', async () => {
    expect(() => eventName(new Nameless(1))).toThrow(/Nameless is no domain event/);
    await expect(events.publish(new Nameless(1))).rejects.toThrow(/no domain event/);
  });
});
