-- Generated from modules/volunteers/planning.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- PlanningTransaction.lockApplication
select status from edition_volunteer_applications where edition_id = :editionId and user_id = :userId for update;

-- PlanningTransaction.lockApplications
select id from edition_volunteer_applications where edition_id = :editionId and user_id = any(:userIds::int[]) order by id for update;

-- PlanningTransaction.lockSlot
select s.id, s.title, t.name as "teamName", s.start_date_time as "start", s.end_date_time as "end", s.team_id as "teamId" from volunteer_time_slots s join volunteer_teams t on t.id = s.team_id
where s.id = :slotId and s.edition_id = :editionId for update of s;

-- PlanningTransaction.personSlots
select s.id, s.title, t.name as "teamName", s.start_date_time as "start", s.end_date_time as "end" from volunteer_assignments va
join volunteer_time_slots s on s.id = va.time_slot_id join volunteer_teams t on t.id = s.team_id
where va.user_id = :userId and s.edition_id = :editionId order by s.start_date_time, s.id;

-- PlanningTransaction.assigneesOf
select user_id from volunteer_assignments where time_slot_id = :slotId order by user_id;

-- PlanningTransaction.firstOverlapOf
select s.id, s.title, t.name as "teamName", s.start_date_time as "start", s.end_date_time as "end", va.user_id as "userId" from volunteer_assignments va
join volunteer_time_slots s on s.id = va.time_slot_id join volunteer_teams t on t.id = s.team_id
where s.edition_id = :editionId and va.user_id = any(:userIds::int[]) and s.id <> :slotId and s.start_date_time < :end and s.end_date_time > :start
order by s.start_date_time, s.id limit 1;

-- PlanningTransaction.insertAssignment
insert into volunteer_assignments (time_slot_id, user_id, assigned_by_id) values (:slotId, :userId, :assignedById) returning id;

-- PlanningTransaction.deleteAssignment
delete from volunteer_assignments where time_slot_id = :slotId and user_id = :userId returning id;

-- PlanningTransaction.updateSlot
update volunteer_time_slots set team_id = :teamId, title = :title, description = :description, start_date_time = :start, end_date_time = :end, max_volunteers = :maxVolunteers where id = :slotId;

-- PlanningRepository.teamsWithCounts
select t.id, t.name, t.description, t.color, t.max_volunteers as "maxVolunteers", t.is_required as "isRequired",
t.is_access_control_team as "isAccessControlTeam", t.is_meal_validation_team as "isMealValidationTeam",
t.is_visible_to_volunteers as "isVisibleToVolunteers",
coalesce(c.members, 0)::int as "memberCount", coalesce(c.leaders, 0)::int as "leaderCount"
from volunteer_teams t
left join (
select ata.team_id, count(*) as members, count(*) filter (where ata.is_leader) as leaders
from application_team_assignments ata
join edition_volunteer_applications a on a.id = ata.application_id
where a.edition_id = :editionId and a.status = :accepted
group by ata.team_id
) c on c.team_id = t.id
where t.edition_id = :editionId
order by t.name, t.id;

-- PlanningRepository.slot
select s.id, s.team_id as "teamId", s.title, s.description, s.start_date_time as "startDateTime",
s.end_date_time as "endDateTime", s.max_volunteers as "maxVolunteers", s.assigned_volunteers as "assignedVolunteers" from volunteer_time_slots s where s.id = :slotId and s.edition_id = :editionId;

-- PlanningRepository.boardVersion
select coalesce((select version from volunteer_planning_versions where edition_id = :editionId), 0) as version;

-- PlanningRepository.slotDays
select distinct to_char(start_date_time at time zone :timeZone, 'YYYY-MM-DD') as day from volunteer_time_slots where edition_id = :editionId order by 1;

-- PlanningRepository.people
select id, pseudo, prenom, nom from users where id = any(:userIds::int[]) order by pseudo, id;

-- PlanningRepository.overlapping
select s.id, s.title, t.name as "teamName", s.start_date_time as "start", s.end_date_time as "end", va.user_id as "userId" from volunteer_assignments va
join volunteer_time_slots s on s.id = va.time_slot_id join volunteer_teams t on t.id = s.team_id
where s.edition_id = :editionId and s.id <> :slotId and s.start_date_time < :end and s.end_date_time > :start
order by s.start_date_time, s.id;

-- PlanningRepository.assigneesOf
select user_id from volunteer_assignments where time_slot_id = :slotId;

-- PlanningRepository.myApplications
select a.id, a.status, a.qr_token as "qrToken", a.calendar_token as "calendarToken", e.id as "editionId", e.name,
to_char(e.start_date, 'YYYY-MM-DD') as "startDate", to_char(e.end_date, 'YYYY-MM-DD') as "endDate",
e.image_url as "imageUrl", e.city, e.time_zone as "timeZone", c.name as "conventionName", coalesce(vs.self_sign_up, false) as "selfSignUp"
from edition_volunteer_applications a
join editions e on e.id = a.edition_id
join conventions c on c.id = e.convention_id
left join edition_volunteer_settings vs on vs.edition_id = e.id
where a.user_id = :userId
order by e.start_date desc, a.id desc;

-- PlanningRepository.myTeams
select ata.application_id as "applicationId", t.id, t.name, t.color, ata.is_leader as "isLeader"
from application_team_assignments ata join volunteer_teams t on t.id = ata.team_id
where ata.application_id = any(:applicationIds::int[]) order by t.name, t.id;

-- PlanningRepository.mySlots
select s.id, s.edition_id as "editionId", s.title, s.description, s.team_id as "teamId", t.name as "teamName",
t.color as "teamColor", s.start_date_time as "start", s.end_date_time as "end", s.max_volunteers as needed, s.assigned_volunteers as assigned from volunteer_assignments va
join volunteer_time_slots s on s.id = va.time_slot_id join volunteer_teams t on t.id = s.team_id
where va.user_id = :userId order by s.start_date_time, s.id;

-- PlanningRepository.freeSlots
select s.id, s.edition_id as "editionId", s.title, s.description, s.team_id as "teamId", t.name as "teamName",
t.color as "teamColor", s.start_date_time as "start", s.end_date_time as "end", s.max_volunteers as needed, s.assigned_volunteers as assigned from volunteer_time_slots s join volunteer_teams t on t.id = s.team_id
where s.edition_id = any(:editionIds::int[]) and t.is_visible_to_volunteers and s.assigned_volunteers < s.max_volunteers and s.start_date_time > now()
and not exists (select 1 from volunteer_assignments va where va.time_slot_id = s.id and va.user_id = :userId)
order by s.start_date_time, s.id limit 1000;

-- PlanningRepository.slotForSelf
select t.is_visible_to_volunteers as "teamVisible", s.start_date_time as "start" from volunteer_time_slots s join volunteer_teams t on t.id = s.team_id
where s.id = :slotId and s.edition_id = :editionId;

-- PlanningRepository.renewCalendarToken
update edition_volunteer_applications set calendar_token = :token where edition_id = :editionId and user_id = :userId returning calendar_token as token;

-- PlanningRepository.calendarOwner
select a.edition_id as "editionId", a.user_id as "userId", e.name as "editionName",
nullif(concat_ws(', ', nullif(e.address_line1, ''), nullif(e.address_line2, ''), nullif(concat_ws(' ', nullif(e.postal_code, ''), nullif(e.city, '')), ''), nullif(e.country, '')), '') as location
from edition_volunteer_applications a join editions e on e.id = a.edition_id
where a.calendar_token = :token;

-- PlanningRepository.calendarSlots
select va.id as "assignmentId", s.title, s.description, t.name as "teamName", s.start_date_time as "start", s.end_date_time as "end"
from volunteer_assignments va join volunteer_time_slots s on s.id = va.time_slot_id join volunteer_teams t on t.id = s.team_id
where va.user_id = :userId and s.edition_id = :editionId order by s.start_date_time, s.id;

-- PlanningRepository.slotLabels
select s.title, t.name as "teamName", e.name as "editionName" from volunteer_time_slots s
join volunteer_teams t on t.id = s.team_id join editions e on e.id = s.edition_id where s.id = :slotId;

-- PlanningRepository.claimDueReminders
with due as (
update volunteer_assignments va set reminded_at = now()
from volunteer_time_slots s
where s.id = va.time_slot_id and va.reminded_at is null
and s.start_date_time > now() and s.start_date_time <= now() + make_interval(mins => :minutes)
returning va.id, va.user_id, s.id as slot_id, s.title, s.team_id, s.edition_id
)
select due.id as "assignmentId", due.user_id as "userId", due.slot_id as "slotId", due.title, t.name as "teamName",
due.edition_id as "editionId", e.name as "editionName"
from due join volunteer_teams t on t.id = due.team_id join editions e on e.id = due.edition_id
order by due.edition_id, due.id;

-- PlanningRepository.releaseReminders
update volunteer_assignments set reminded_at = null where id = any(:assignmentIds::int[]);

-- PlanningRepository.slots
select s.id, s.team_id as "teamId", s.title, s.description, s.start_date_time as "startDateTime",
s.end_date_time as "endDateTime", s.max_volunteers as "maxVolunteers", s.assigned_volunteers as "assignedVolunteers" from volunteer_time_slots s where s.edition_id = :editionId {{teams}} {{range}} order by s.start_date_time, s.id;
-- PlanningRepository.slots {{teams}}
and s.team_id = any(:teamIds::int[])
-- PlanningRepository.slots {{range}}
and s.start_date_time >= :from and s.start_date_time < :to

-- PlanningRepository.insertSlots
insert into volunteer_time_slots as s (edition_id, team_id, title, description, start_date_time, end_date_time, max_volunteers)
values {{rows}} returning s.id, s.team_id as "teamId", s.title, s.description, s.start_date_time as "startDateTime",
s.end_date_time as "endDateTime", s.max_volunteers as "maxVolunteers", s.assigned_volunteers as "assignedVolunteers";
-- PlanningRepository.insertSlots {{rows}} repeated, joined by ', '
(:editionId, :teamId, :title, :description, :start, :end, :maxVolunteers)

-- PlanningRepository.boardSlots
select s.id, s.team_id as "teamId", s.title, s.description, s.start_date_time as "startDateTime",
s.end_date_time as "endDateTime", s.max_volunteers as "maxVolunteers", s.assigned_volunteers as "assignedVolunteers",
coalesce((select array_agg(va.user_id order by va.id) from volunteer_assignments va where va.time_slot_id = s.id), '{}') as assignees
from volunteer_time_slots s where s.edition_id = :editionId and s.team_id = any(:teamIds::int[]) {{range}} order by s.start_date_time, s.id;
-- PlanningRepository.boardSlots {{range}}
and s.start_date_time >= :from and s.start_date_time < :to

-- PlanningRepository.acceptedVolunteers
select a.user_id as "userId", u.pseudo, u.prenom, u.nom, {{answers}},
coalesce(m.team_ids, '{}') as "teamIds", coalesce(l.minutes, 0)::int as "loadMinutes"
from edition_volunteer_applications a
join users u on u.id = a.user_id
left join (select ata.application_id, array_agg(ata.team_id order by ata.team_id) as team_ids from application_team_assignments ata
join edition_volunteer_applications x on x.id = ata.application_id where x.edition_id = :editionId group by ata.application_id) m
on m.application_id = a.id
left join (
select va.user_id, round(sum(extract(epoch from s.end_date_time - s.start_date_time)) / 60) as minutes
from volunteer_assignments va join volunteer_time_slots s on s.id = va.time_slot_id
where s.edition_id = :editionId group by va.user_id
) l on l.user_id = a.user_id
where a.edition_id = :editionId and a.status = :accepted
order by u.pseudo, a.user_id;
-- PlanningRepository.acceptedVolunteers {{answers}} all
a.setup_availability as setup, a.event_availability as event, a.teardown_availability as teardown,
a.arrival_date_time as arrival, a.departure_date_time as departure,
a.time_preferences as "timePreferences", a.team_preferences as "teamPreferences"
-- PlanningRepository.acceptedVolunteers {{answers}} board
a.team_preferences as "teamPreferences"

-- PlanningRepository.exportRows
select t.name as "teamName", s.title, s.start_date_time as "start", s.end_date_time as "end",
u.id as "userId", u.pseudo, u.prenom, u.nom, u.phone
from volunteer_time_slots s
join volunteer_teams t on t.id = s.team_id
left join volunteer_assignments va on va.time_slot_id = s.id
left join users u on u.id = va.user_id
where s.edition_id = :editionId and s.team_id = any(:teamIds::int[]) {{by}};
-- PlanningRepository.exportRows {{by}} team
order by t.name, t.id, s.start_date_time, s.id, u.pseudo
-- PlanningRepository.exportRows {{by}} person
and u.id is not null order by u.pseudo nulls last, u.id, s.start_date_time, s.id
