-- Generated from modules/artists/invitations.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- InvitationsRepository.claim
update edition_artists ea set user_id = :userId, invited_email = null, updated_at = now()
from editions e
where e.id = ea.edition_id and lower(ea.invited_email) = lower(:email) and ea.user_id is null
and not exists (select 1 from edition_artists o where o.edition_id = ea.edition_id and o.user_id = :userId)
returning ea.id as "artistId", ea.edition_id as "editionId", e.name as "editionName";
