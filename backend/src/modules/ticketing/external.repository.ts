import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, query } from '../../core/database/sql';
import { ExternalTicketingStatus, SyncStatus, type TicketingProvider } from './ticketing-fields';
import { ExternalTicketing, HelloAssoConfig } from './ticketing.entity';

const FAIL_ACTIVE_RUNS = defineSql(
  'ExternalRepository.failActiveRuns',
  'update ticketing_sync_runs set status = :failed, error = :error, finished_at = now(), resume_state = null where edition_id = :editionId and status in (:queued, :running)',
);

/** Parallel saves of one edition's connection take turns (advisory lock of the transaction: there may be no row to lock yet). */
const HOLD_CONNECTION = defineSql('ExternalRepository.holdConnection', `select pg_advisory_xact_lock(hashtext('external_ticketings'), :editionId::int)`);

/** What the connection page reads and writes: the edition's ExternalTicketing and its HelloAsso settings. */
@Injectable()
export class ExternalRepository {
  constructor(private readonly em: EntityManager) {}

  /** A new connection of the edition (not stored before the flush). */
  createExternal(editionId: number, provider: TicketingProvider): ExternalTicketing {
    return this.em.create(ExternalTicketing, { edition: editionId, provider, status: ExternalTicketingStatus.ACTIVE });
  }

  /** New HelloAsso settings of a connection (stored at the flush). */
  createHelloAssoConfig(external: ExternalTicketing, settings: Omit<HelloAssoConfig, 'externalTicketing'>): HelloAssoConfig {
    return this.em.create(HelloAssoConfig, { externalTicketing: external, ...settings });
  }

  removeHelloAssoConfig(config: HelloAssoConfig): void {
    this.em.remove(config);
  }

  /**
   * Fails the edition's queued or running sync (its worker stops at its next page, whose write then
   * finds the run no longer running): the connection it was using is gone.
   */
  async failActiveRuns(editionId: number, error: string): Promise<void> {
    await query(this.em, FAIL_ACTIVE_RUNS, { failed: SyncStatus.FAILED, error, editionId, queued: SyncStatus.QUEUED, running: SyncStatus.RUNNING });
  }

  /**
   * Runs `work` in one transaction holding the edition's connection: a second save waits for the
   * first to commit, then finds its rows and changes them (two first saves would otherwise both
   * insert, and the second fail on the unique edition).
   */
  holdingConnection<T>(editionId: number, work: () => Promise<T>): Promise<T> {
    return this.em.transactional(async () => {
      await query(this.em, HOLD_CONNECTION, { editionId });
      return work();
    });
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
