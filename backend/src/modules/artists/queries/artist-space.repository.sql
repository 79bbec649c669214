-- Generated from modules/artists/artist-space.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- ArtistSpaceRepository.space
select ea.id, coalesce(nullif(ea.stage_name, ''), u.pseudo) as name, ea.stage_name as "stageName",
e.id as "editionId", e.name as "editionName", c.name as "conventionName", e.currency, e.time_zone as "timeZone",
to_char(e.start_date, 'YYYY-MM-DD') as "startDate", to_char(e.end_date, 'YYYY-MM-DD') as "endDate",
to_char((ea.arrival_date_time) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "arrivalDateTime", to_char((ea.departure_date_time) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "departureDateTime",
ea.accommodation_autonomous as "accommodationAutonomous", ea.accommodation_proposal as "accommodationProposal",
ea.dietary_preference as "dietaryPreference", ea.allergies, ea.allergy_severity as "allergySeverity",
ea.payment, ea.payment_paid as "paymentPaid", ea.reimbursement_max as "reimbursementMax", ea.reimbursement_actual as "reimbursementActual",
ea.reimbursement_actual_paid as "reimbursementActualPaid", ea.invoice_requested as "invoiceRequested", ea.invoice_provided as "invoiceProvided",
ea.fee_requested as "feeRequested", ea.fee_provided as "feeProvided",
ea.pickup_required as "pickupRequired", ea.pickup_location as "pickupLocation", coalesce(nullif(trim(concat_ws(' ', pr.prenom, pr.nom)), ''), pr.pseudo) as "pickupResponsibleName",
ea.dropoff_required as "dropoffRequired", ea.dropoff_location as "dropoffLocation", coalesce(nullif(trim(concat_ws(' ', dr.prenom, dr.nom)), ''), dr.pseudo) as "dropoffResponsibleName",
ea.qr_token as "qrToken", ea.entry_validated as "entryValidated"
from edition_artists ea
join users u on u.id = ea.user_id
join editions e on e.id = ea.edition_id
join conventions c on c.id = e.convention_id
left join users pr on pr.id = ea.pickup_responsible_id
left join users dr on dr.id = ea.dropoff_responsible_id
where ea.edition_id = :editionId and ea.user_id = :userId;

-- ArtistSpaceRepository.shows
select s.id, s.title, s.description, to_char((s.start_date_time) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startDateTime",
to_char((s.start_date_time + make_interval(mins => s.duration)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "endDateTime", s.duration, s.location, coalesce((select array_agg(n.name order by lower(n.name), n.name) from (select ea.id, coalesce(nullif(ea.stage_name, ''), u.pseudo) as name from edition_artists ea left join users u on u.id = ea.user_id join show_artists sa on sa.artist_id = ea.id where sa.show_id = s.id and ea.id <> mine.artist_id) n where n.name is not null), '{}') as "otherArtists"
from show_artists mine join shows s on s.id = mine.show_id
where mine.artist_id = :artistId
order by s.start_date_time, s.id;

-- ArtistSpaceRepository.mine
select ea.id, e.id as "editionId", e.name, c.name as "conventionName",
to_char(e.start_date, 'YYYY-MM-DD') as "startDate", to_char(e.end_date, 'YYYY-MM-DD') as "endDate",
(select count(*)::int from show_artists sa where sa.artist_id = ea.id) as "showCount"
from edition_artists ea
join editions e on e.id = ea.edition_id
join conventions c on c.id = e.convention_id
where ea.user_id = :userId
order by e.start_date desc, e.id desc;
