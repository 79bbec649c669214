import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';

/** The name a domain event's class gives itself (`static readonly event = 'volunteers.assigned'`). */
export function eventName(event: object): string {
  const name = (event.constructor as { event?: unknown }).event;
  if (typeof name !== 'string') throw new Error(`${event.constructor.name} is no domain event: its class names none (static readonly event)`);
  return name;
}

/**
 * The one way a module tells others what happened, once its write is committed:
 * `await this.events.publish(new VolunteersAssigned(editionId, slotId, [userId]))`. It waits for the
 * listeners (the answer leaves once the in-app notifications are written: a reader sees them right
 * after), and logs a listener's failure instead of throwing it: the write is committed, and a 500
 * would invite the caller to do it again. Long or retryable work goes to the job queue.
 */
@Injectable()
export class DomainEvents {
  private readonly logger = new Logger('DomainEvents');

  constructor(private readonly emitter: EventEmitter2) {}

  /** `event`: an instance of a class of `x.events.ts`. */
  async publish(event: object): Promise<void> {
    const name = eventName(event);
    // Each listener on its own (not emitAsync's Promise.all): one failing neither stops waiting for the others nor escapes.
    const context = Object.assign(Object.create(this.emitter) as object, { event: name });
    const results = await Promise.allSettled(this.emitter.listeners(name).map(async (listener) => listener.call(context, event)));
    for (const result of results) {
      if (result.status === 'rejected') {
        const error = result.reason as Error;
        this.logger.error(`A listener of ${name} failed: ${error?.message ?? String(error)}`, error?.stack);
      }
    }
  }
}
