-- Generated from modules/volunteers/applications.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- ApplicationsRepository.inTeams
select 1 from application_team_assignments where application_id = :applicationId and team_id = any(:teamIds::int[]) limit 1;

-- ApplicationsRepository.countsByStatus
select a.status, count(*) as count from edition_volunteer_applications a join users u on u.id = a.user_id where a.edition_id = :editionId {{scope}} {{status}} {{team}} {{availability}} {{diet}} {{allergy}} {{words}} group by a.status;
-- ApplicationsRepository.countsByStatus {{scope}}
and exists (select 1 from application_team_assignments s where s.application_id = a.id and s.team_id = any(:scopeTeamIds::int[]))
-- ApplicationsRepository.countsByStatus {{status}}
and a.status = :status
-- ApplicationsRepository.countsByStatus {{team}}
and exists (select 1 from application_team_assignments m where m.application_id = a.id and m.team_id = :teamId)
-- ApplicationsRepository.countsByStatus {{availability}} setup
and a.setup_availability
-- ApplicationsRepository.countsByStatus {{availability}} event
and a.event_availability
-- ApplicationsRepository.countsByStatus {{availability}} teardown
and a.teardown_availability
-- ApplicationsRepository.countsByStatus {{diet}}
and a.dietary_preference = :dietaryPreference
-- ApplicationsRepository.countsByStatus {{allergy}}
and a.allergy_severity = :allergySeverity
-- ApplicationsRepository.countsByStatus {{words}} repeated, joined by ' '
and (u.pseudo ilike :word escape '\' or u.nom ilike :word escape '\' or u.prenom ilike :word escape '\' or u.email ilike :word escape '\' or a.skills ilike :word escape '\')

-- ApplicationsRepository.page
select a.id, a.status, a.source, a.added_at as "addedAt", a.decided_at as "decidedAt",
a.setup_availability as "setupAvailability", a.event_availability as "eventAvailability", a.teardown_availability as "teardownAvailability",
a.arrival_date_time as "arrivalDateTime", a.departure_date_time as "departureDateTime",
a.dietary_preference as "dietaryPreference", a.allergy_severity as "allergySeverity",
u.id as "userId", u.pseudo, u.nom, u.prenom, u.email, u.phone from edition_volunteer_applications a join users u on u.id = a.user_id where a.edition_id = :editionId {{scope}} {{status}} {{team}} {{availability}} {{diet}} {{allergy}} {{words}} order by {{order}} limit :limit offset :offset;
-- ApplicationsRepository.page {{scope}}
and exists (select 1 from application_team_assignments s where s.application_id = a.id and s.team_id = any(:scopeTeamIds::int[]))
-- ApplicationsRepository.page {{status}}
and a.status = :status
-- ApplicationsRepository.page {{team}}
and exists (select 1 from application_team_assignments m where m.application_id = a.id and m.team_id = :teamId)
-- ApplicationsRepository.page {{availability}} setup
and a.setup_availability
-- ApplicationsRepository.page {{availability}} event
and a.event_availability
-- ApplicationsRepository.page {{availability}} teardown
and a.teardown_availability
-- ApplicationsRepository.page {{diet}}
and a.dietary_preference = :dietaryPreference
-- ApplicationsRepository.page {{allergy}}
and a.allergy_severity = :allergySeverity
-- ApplicationsRepository.page {{words}} repeated, joined by ' '
and (u.pseudo ilike :word escape '\' or u.nom ilike :word escape '\' or u.prenom ilike :word escape '\' or u.email ilike :word escape '\' or a.skills ilike :word escape '\')
-- ApplicationsRepository.page {{order}} addedAt.asc
a.added_at asc nulls last, a.id asc
-- ApplicationsRepository.page {{order}} addedAt.desc
a.added_at desc nulls last, a.id desc
-- ApplicationsRepository.page {{order}} name.asc
lower(u.nom) asc, lower(u.prenom) asc, lower(u.pseudo) asc nulls last, a.id asc
-- ApplicationsRepository.page {{order}} name.desc
lower(u.nom) desc, lower(u.prenom) desc, lower(u.pseudo) desc nulls last, a.id desc
-- ApplicationsRepository.page {{order}} status.asc
a.status asc nulls last, a.id asc
-- ApplicationsRepository.page {{order}} status.desc
a.status desc nulls last, a.id desc
-- ApplicationsRepository.page {{order}} arrival.asc
a.arrival_date_time asc nulls last, a.id asc
-- ApplicationsRepository.page {{order}} arrival.desc
a.arrival_date_time desc nulls last, a.id desc

-- ApplicationsRepository.all
select a.id, a.status, a.source, a.added_at as "addedAt", a.decided_at as "decidedAt",
a.setup_availability as "setupAvailability", a.event_availability as "eventAvailability", a.teardown_availability as "teardownAvailability",
a.arrival_date_time as "arrivalDateTime", a.departure_date_time as "departureDateTime",
a.dietary_preference as "dietaryPreference", a.allergy_severity as "allergySeverity",
u.id as "userId", u.pseudo, u.nom, u.prenom, u.email, u.phone, a.motivation, a.allergies, a.time_preferences as "timePreferences", a.team_preferences as "teamPreferences",
a.has_pets as "hasPets", a.pets_details as "petsDetails", a.has_minors as "hasMinors", a.minors_details as "minorsDetails",
a.has_vehicle as "hasVehicle", a.vehicle_details as "vehicleDetails", a.companion_name as "companionName", a.avoid_list as "avoidList",
a.skills, a.has_experience as "hasExperience", a.experience_details as "experienceDetails",
a.emergency_contact_name as "emergencyContactName", a.emergency_contact_phone as "emergencyContactPhone",
a.acceptance_note as "acceptanceNote", a.user_snapshot_phone as "userSnapshotPhone", a.qr_token as "qrToken" from edition_volunteer_applications a join users u on u.id = a.user_id where a.edition_id = :editionId {{scope}} {{status}} {{team}} {{availability}} {{diet}} {{allergy}} {{words}} order by lower(u.nom), lower(u.prenom), a.id;
-- ApplicationsRepository.all {{scope}}
and exists (select 1 from application_team_assignments s where s.application_id = a.id and s.team_id = any(:scopeTeamIds::int[]))
-- ApplicationsRepository.all {{status}}
and a.status = :status
-- ApplicationsRepository.all {{team}}
and exists (select 1 from application_team_assignments m where m.application_id = a.id and m.team_id = :teamId)
-- ApplicationsRepository.all {{availability}} setup
and a.setup_availability
-- ApplicationsRepository.all {{availability}} event
and a.event_availability
-- ApplicationsRepository.all {{availability}} teardown
and a.teardown_availability
-- ApplicationsRepository.all {{diet}}
and a.dietary_preference = :dietaryPreference
-- ApplicationsRepository.all {{allergy}}
and a.allergy_severity = :allergySeverity
-- ApplicationsRepository.all {{words}} repeated, joined by ' '
and (u.pseudo ilike :word escape '\' or u.nom ilike :word escape '\' or u.prenom ilike :word escape '\' or u.email ilike :word escape '\' or a.skills ilike :word escape '\')

-- ApplicationsRepository.teamsOf
select ata.application_id as "applicationId", t.id, t.name, t.color, ata.is_leader as "isLeader"
from application_team_assignments ata join volunteer_teams t on t.id = ata.team_id
where ata.application_id = any(:applicationIds::int[]) order by lower(t.name), t.id;

-- ApplicationsRepository.slotsOf
select va.user_id as "userId", s.id, s.title, s.team_id as "teamId", t.name as "teamName", s.start_date_time as "startDateTime", s.end_date_time as "endDateTime"
from volunteer_assignments va join volunteer_time_slots s on s.id = va.time_slot_id join volunteer_teams t on t.id = s.team_id
where s.edition_id = :editionId and va.user_id = any(:userIds::int[]) order by s.start_date_time, s.id;

-- ApplicationsRepository.teamNames
select id, name from volunteer_teams where edition_id = :editionId;

-- ApplicationsRepository.removeTeams
delete from application_team_assignments where application_id = :applicationId;

-- ApplicationsRepository.removeSlots
delete from volunteer_assignments where user_id = :userId and time_slot_id in (select id from volunteer_time_slots where edition_id = :editionId);

-- ApplicationsRepository.lockTeams
select id, name, max_volunteers as "maxVolunteers" from volunteer_teams where edition_id = :editionId and id = any(:teamIds::int[]) order by id for update;

-- ApplicationsRepository.memberCounts
select team_id as "teamId", count(*) as count from application_team_assignments where application_id <> :exceptApplicationId and team_id = any(:teamIds::int[]) group by team_id;

-- ApplicationsRepository.memberships
select team_id as "teamId", is_leader as "isLeader" from application_team_assignments where application_id = :applicationId;

-- ApplicationsRepository.dropMemberships
delete from application_team_assignments where application_id = :applicationId and not (team_id = any(:teamIds::int[]));

-- ApplicationsRepository.upsertMemberships
insert into application_team_assignments (application_id, team_id, is_leader) values {{rows}}
on conflict (application_id, team_id) do update set is_leader = excluded.is_leader;
-- ApplicationsRepository.upsertMemberships {{rows}} repeated, joined by ', '
(:applicationId, :teamId, :isLeader)
