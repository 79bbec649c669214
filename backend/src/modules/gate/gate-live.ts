import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { Response } from 'express';
import { PgListener } from '../../core/jobs/pg-listener';
import { sendEvent, startEventStream } from '../../core/web/event-stream';
import { GateBoardRepository, GATE_CHANNEL } from './gate-board.repository';
import { GateValidated } from './gate.events';

/** A ping keeps proxies from closing a quiet stream (as the notifications' stream does). */
const PING_MS = 25_000;
/**
 * Validations are announced together, at most this often: a commit that NOTIFYs takes PostgreSQL's
 * one notification lock until it is flushed, so one NOTIFY per scan would line every gate's commits
 * up one behind the other (measured: the validate request stalled near 190 a second).
 */
export const ANNOUNCE_EVERY_MS = 250;
/** A NOTIFY's payload stays under PostgreSQL's 8,000 bytes: a longer batch goes in several. */
const PAYLOAD_MAX = 7_000;
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
  private pending: LiveEntry[] = [];
  private flushTimer?: NodeJS.Timeout;

  constructor(
    private readonly listener: PgListener,
    private readonly repository: GateBoardRepository,
  ) {}

  onModuleInit(): void {
    this.listener.listen(GATE_CHANNEL, (payload) => this.onAnnounced(payload));
    this.pingTimer = setInterval(() => this.pingAll(), PING_MS);
    this.pingTimer.unref();
  }

  /** Each validation joins the next announcement (within ANNOUNCE_EVERY_MS): every replica's streams of that edition hear it. */
  @OnEvent(GateValidated.event, { async: true, promisify: true })
  validated(event: GateValidated): void {
    this.pending.push({ e: event.editionId, entryId: event.entryId, action: event.action, kind: event.kind, subjectId: event.subjectId, deviceId: event.deviceId, conflict: event.conflict });
    this.flushTimer ??= setTimeout(() => void this.announcePending(), ANNOUNCE_EVERY_MS);
  }

  /** The validations gathered since the last announcement, in as few NOTIFYs as their size allows. */
  private async announcePending(): Promise<void> {
    this.flushTimer = undefined;
    const entries = this.pending;
    this.pending = [];
    for (const batch of batchesOf(entries)) {
      try {
        await this.repository.announce(JSON.stringify(batch));
      } catch (error) {
        this.logger.error(`Could not announce ${batch.length} gate entries: ${(error as Error).message}`);
      }
    }
  }

  /** Turns the response into the edition's event stream until the client goes away. */
  open(editionId: number, userId: number, res: Response): void {
    const stream: Stream = { userId, res };
    startEventStream(res, PING_MS);
    sendEvent(res, 'connected', JSON.stringify({ editionId }));

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
    let entries: LiveEntry[];
    try {
      entries = JSON.parse(payload) as LiveEntry[];
      if (!Array.isArray(entries)) throw new Error('not a batch');
    } catch {
      this.logger.warn(`Ignored a malformed gate payload: ${payload.slice(0, 100)}`);
      return;
    }
    for (const entry of entries) {
      const set = this.byEdition.get(entry.e);
      if (!set) continue;
      const { e: _edition, ...told } = entry;
      const data = JSON.stringify(told);
      for (const stream of set) sendEvent(stream.res, 'entry', data);
    }
  }

  private pingAll(): void {
    const data = JSON.stringify({ time: new Date().toISOString() });
    for (const set of this.byEdition.values()) for (const stream of set) sendEvent(stream.res, 'ping', data);
  }

  /** Ends every stream so the HTTP server can close (clients reconnect to another replica). */
  async onModuleDestroy(): Promise<void> {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    // What was gathered still goes out (the other replicas' dashboards).
    if (this.pending.length) await this.announcePending();
    for (const set of this.byEdition.values()) for (const stream of set) stream.res.end();
    this.byEdition.clear();
    this.perUser.clear();
  }
}

/** Entries in batches whose JSON fits a NOTIFY's payload. */
function batchesOf(entries: LiveEntry[]): LiveEntry[][] {
  const batches: LiveEntry[][] = [];
  let batch: LiveEntry[] = [];
  let size = 2;
  for (const entry of entries) {
    const length = JSON.stringify(entry).length + 1;
    if (batch.length && size + length > PAYLOAD_MAX) {
      batches.push(batch);
      batch = [];
      size = 2;
    }
    batch.push(entry);
    size += length;
  }
  if (batch.length) batches.push(batch);
  return batches;
}
