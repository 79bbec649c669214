-- Generated from modules/ticketing/external.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- ExternalRepository.failActiveRuns
update ticketing_sync_runs set status = :failed, error = :error, finished_at = now(), resume_state = null where edition_id = :editionId and status in (:queued, :running);

-- ExternalRepository.holdConnection
select pg_advisory_xact_lock(hashtext('external_ticketings'), :editionId::int);
