import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { Response } from 'express';
import { PgListener } from '../../core/jobs/pg-listener';
import { GateBoardRepository, GATE_CHANNEL } from './gate-board.repository';
import { GateValidated } from './gate.events';

/** A ping keeps proxies from closing a quiet stream (as the notifications' stream does). */
const PING_MS = 25_000;
/** Streams one user may hold open here (tabs, devices): the oldest, likely abandoned, makes room. */
const STREAMS_PER_USER_MAX = 10;

interface Stream {
  userId: number;
  res: Response;
}

/** What a stream is told of a validation. */
interface LiveEntry {
  /** The edition: only its streams hear it. */
  e: number;
  entryId: number;
  action: string;
  kind: string;
  subjectId: number;
  deviceId: string;
  conflict: boolean;
}

/**
 * The gate's live feed: every validation and undo, on whatever replica it was made, reaches the
 * dashboards open on that edition. A validation is announced through PostgreSQL (NOTIFY after its
 * commit); each replica LISTENs once and writes it to its streams of that edition.
 */
@Injectable()
export class GateLive implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('GateLive');
  private readonly byEdition = new Map<number, Set<Stream>>();
  private readonly perUser = new Map<number, Stream[]>();
  private pingTimer?: NodeJS.Timeout;

  constructor(
    private readonly listener: PgListener,
    private readonly repository: GateBoardRepository,
  ) {}

  onModuleInit(): void {
    this.listener.listen(GATE_CHANNEL, (payload) => this.onAnnounced(payload));
    this.pingTimer = setInterval(() => this.pingAll(), PING_MS);
    this.pingTimer.unref();
  }

  @OnEvent(GateValidated.event, { async: true, promisify: true })
  async validated(event: GateValidated): Promise<void> {
    const entry: LiveEntry = { e: event.editionId, entryId: event.entryId, action: event.action, kind: event.kind, subjectId: event.subjectId, deviceId: event.deviceId, conflict: event.conflict };
    try {
      await this.repository.announce(JSON.stringify(entry));
    } catch (error) {
      this.logger.error(`Could not announce gate entry ${event.entryId}: ${(error as Error).message}`);
    }
  }

  /** Turns the response into the edition's event stream until the client goes away. */
  open(editionId: number, userId: number, res: Response): void {
    const stream: Stream = { userId, res };
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    // no-transform: the compression middleware (and proxies) must not buffer the stream.
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.setHeader('Connection', 'keep-alive');
    res.flushHeaders();
    res.socket?.setKeepAlive(true, PING_MS);
    res.socket?.setNoDelay(true);
    this.write(stream, 'connected', JSON.stringify({ editionId }));

    let set = this.byEdition.get(editionId);
    if (!set) this.byEdition.set(editionId, (set = new Set()));
    set.add(stream);
    const mine = this.perUser.get(userId) ?? [];
    mine.push(stream);
    this.perUser.set(userId, mine);
    if (mine.length > STREAMS_PER_USER_MAX) mine[0]!.res.end();
    res.on('close', () => {
      set.delete(stream);
      if (set.size === 0 && this.byEdition.get(editionId) === set) this.byEdition.delete(editionId);
      const left = (this.perUser.get(userId) ?? []).filter((s) => s !== stream);
      if (left.length) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    });
  }

  private onAnnounced(payload: string): void {
    let entry: LiveEntry;
    try {
      entry = JSON.parse(payload) as LiveEntry;
    } catch {
      this.logger.warn(`Ignored a malformed gate payload: ${payload.slice(0, 100)}`);
      return;
    }
    const set = this.byEdition.get(entry.e);
    if (!set) return;
    const { e: _edition, ...told } = entry;
    const data = JSON.stringify(told);
    for (const stream of set) this.write(stream, 'entry', data);
  }

  private write(stream: Stream, event: string, data: string): void {
    if (stream.res.writableEnded || stream.res.destroyed) return;
    stream.res.write(`event: ${event}\ndata: ${data}\n\n`);
  }

  private pingAll(): void {
    const data = JSON.stringify({ time: new Date().toISOString() });
    for (const set of this.byEdition.values()) for (const stream of set) this.write(stream, 'ping', data);
  }

  /** Ends every stream so the HTTP server can close (clients reconnect to another replica). */
  onModuleDestroy(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    for (const set of this.byEdition.values()) for (const stream of set) stream.res.end();
    this.byEdition.clear();
    this.perUser.clear();
  }
}
