import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Response } from 'express';
import { DEFAULT_LANGUAGE, normalizeLanguage, ServerI18n } from '../../core/i18n/server-i18n';
import { PgListener } from '../../core/jobs/pg-listener';
import { sendEvent, startEventStream } from '../../core/web/event-stream';
import { NOTIFICATIONS_CHANNEL, STREAM_PING_MS, STREAMS_PER_USER_MAX } from './notification.constants';
import { recordOfRow, renderNotification } from './notification-render';
import type { PublishedBatch } from './notification-rules';
import { NotificationsRepository } from './notifications.repository';

interface Stream {
  id: string;
  userId: number;
  res: Response;
}

/**
 * The live streams (SSE) open on this process: any number per user (tabs, devices). One LISTEN
 * connection serves them all; when a batch is published, the notifications of the users with a
 * stream here are loaded in one query and written to each of their streams. One timer pings all.
 */
@Injectable()
export class NotificationStreams implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Streams');
  private readonly byUser = new Map<number, Set<Stream>>();
  private count = 0;
  private pingTimer?: NodeJS.Timeout;

  constructor(
    private readonly listener: PgListener,
    private readonly repository: NotificationsRepository,
    private readonly i18n: ServerI18n,
  ) {}

  onModuleInit(): void {
    this.listener.listen(NOTIFICATIONS_CHANNEL, (payload) => void this.onPublished(payload));
    // What was published while the LISTEN connection was down: streams may get a duplicate, which clients ignore by id.
    this.listener.onReconnect((lostAt) => void this.catchUp(new Date(lostAt.getTime() - 5000)));
    this.pingTimer = setInterval(() => this.pingAll(), STREAM_PING_MS);
    this.pingTimer.unref();
  }

  /** Streams open on this process (all users). */
  get size(): number {
    return this.count;
  }

  /** Turns the response into an event stream for this user until the client goes away. */
  open(userId: number, res: Response): string {
    const stream: Stream = { id: randomUUID(), userId, res };
    startEventStream(res, STREAM_PING_MS);
    this.write(stream, 'connected', JSON.stringify({ connectionId: stream.id }));

    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    // A bound on what one account can hold open here: the oldest (likely an abandoned tab) makes room.
    if (set.size >= STREAMS_PER_USER_MAX) set.values().next().value?.res.end();
    set.add(stream);
    this.count++;
    res.on('close', () => {
      if (!set.delete(stream)) return;
      this.count--;
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    });
    return stream.id;
  }

  private write(stream: Stream, event: string, data: string): void {
    sendEvent(stream.res, event, data);
  }

  private pingAll(): void {
    const data = JSON.stringify({ time: new Date().toISOString() });
    for (const set of this.byUser.values()) for (const stream of set) this.write(stream, 'ping', data);
  }

  private async onPublished(payload: string): Promise<void> {
    let published: PublishedBatch;
    try {
      published = JSON.parse(payload) as PublishedBatch;
    } catch {
      this.logger.warn(`Ignored a malformed notification payload: ${payload.slice(0, 100)}`);
      return;
    }
    const users = published.u ? published.u.filter((id) => this.byUser.has(id)) : [...this.byUser.keys()];
    if (!users.length) return;
    await this.deliver(() => this.repository.ofBatchFor(published.b, users));
  }

  private async catchUp(since: Date): Promise<void> {
    const users = [...this.byUser.keys()];
    if (!users.length) return;
    await this.deliver(() => this.repository.sinceFor(users, since));
  }

  /** Loads notifications (with each reader's language) and writes them to their users' streams here. */
  private async deliver(load: () => Promise<Record<string, unknown>[]>): Promise<void> {
    try {
      const rows = await load();
      for (const row of rows) {
        const set = this.byUser.get(Number(row.user_id));
        if (!set?.size) continue;
        const lng = normalizeLanguage(row.preferred_language as string | null) ?? DEFAULT_LANGUAGE;
        const data = JSON.stringify(renderNotification(this.i18n, lng, recordOfRow(row)));
        for (const stream of set) this.write(stream, 'notification', data);
      }
    } catch (error) {
      this.logger.error(`Could not deliver notifications to live streams: ${(error as Error).message}`);
    }
  }

  /** Ends every stream so the HTTP server can close (clients reconnect to another replica). */
  onModuleDestroy(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    for (const set of this.byUser.values()) for (const stream of set) stream.res.end();
    this.byUser.clear();
    this.count = 0;
  }
}
