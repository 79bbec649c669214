-- Generated from modules/artists/pickups.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- PickupsRepository.trips
select ea.id as "artistId", t.kind, coalesce(nullif(ea.stage_name, ''), u.pseudo) as "artistName",
to_char((t.at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, t.location,
r.id as "responsibleId", r.pseudo as "responsiblePseudo", r.prenom as "responsiblePrenom", r.nom as "responsibleNom", u.phone
from edition_artists ea left join users u on u.id = ea.user_id
cross join lateral (values
('PICKUP', ea.pickup_required, ea.arrival_date_time, ea.pickup_location, ea.pickup_responsible_id),
('DROPOFF', ea.dropoff_required, ea.departure_date_time, ea.dropoff_location, ea.dropoff_responsible_id)
) as t(kind, required, at, location, responsible_id)
left join users r on r.id = t.responsible_id
where ea.edition_id = :editionId and t.required {{mine}};
-- PickupsRepository.trips {{mine}}
and t.responsible_id = :responsibleId
