-- Generated from modules/volunteers/volunteers.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- VolunteersRepository.ledTeamIds
select ata.team_id as "teamId" from application_team_assignments ata
join edition_volunteer_applications a on a.id = ata.application_id
where a.edition_id = :editionId and a.user_id = :userId and a.status = :accepted and ata.is_leader;
