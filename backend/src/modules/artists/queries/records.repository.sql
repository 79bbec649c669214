-- Generated from modules/artists/records.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- RecordsRepository.invitationWaits
select 1 from edition_artists where edition_id = :editionId and lower(invited_email) = lower(:email) limit 1;

-- RecordsRepository.page
select ea.id, coalesce(nullif(ea.stage_name, ''), u.pseudo) as name, ea.stage_name as "stageName", ea.invited_email as "invitedEmail", u.email, u.id as "userId", u.pseudo as "userPseudo", u.prenom as "userPrenom", u.nom as "userNom", ea.arrival_date_time as "arrivalDateTime", ea.departure_date_time as "departureDateTime", ea.entry_validated as "entryValidated", ea.accommodation_autonomous as "accommodationAutonomous", ea.payment as "payment", ea.payment_paid as "paymentPaid", ea.reimbursement_actual as "reimbursementActual", ea.reimbursement_actual_paid as "reimbursementActualPaid", ea.pickup_required as "pickupRequired", ea.pickup_location as "pickupLocation", ea.dropoff_required as "dropoffRequired", ea.dropoff_location as "dropoffLocation",
pu.id as "pickupId", pu.pseudo as "pickupPseudo", pu.prenom as "pickupPrenom", pu.nom as "pickupNom", du.id as "dropoffId", du.pseudo as "dropoffPseudo", du.prenom as "dropoffPrenom", du.nom as "dropoffNom", count(*) over () as total from edition_artists ea left join users u on u.id = ea.user_id
left join users pu on pu.id = ea.pickup_responsible_id left join users du on du.id = ea.dropoff_responsible_id where ea.edition_id = :editionId {{arrived}} {{payment}} {{pickup}} {{accommodation}} {{words}}
order by lower(coalesce(nullif(ea.stage_name, ''), u.pseudo)), ea.id limit :limit offset :offset;
-- RecordsRepository.page {{arrived}} true
and ea.entry_validated
-- RecordsRepository.page {{arrived}} false
and not ea.entry_validated
-- RecordsRepository.page {{payment}} none
and not (coalesce(ea.payment, 0) > 0 or coalesce(ea.reimbursement_actual, 0) > 0)
-- RecordsRepository.page {{payment}} unpaid
and (case when ea.payment_paid then 0 else coalesce(ea.payment, 0) end + case when ea.reimbursement_actual_paid then 0 else coalesce(ea.reimbursement_actual, 0) end) > 0
-- RecordsRepository.page {{payment}} paid
and (coalesce(ea.payment, 0) > 0 or coalesce(ea.reimbursement_actual, 0) > 0) and (case when ea.payment_paid then 0 else coalesce(ea.payment, 0) end + case when ea.reimbursement_actual_paid then 0 else coalesce(ea.reimbursement_actual, 0) end) = 0
-- RecordsRepository.page {{pickup}} true
and (ea.pickup_required or ea.dropoff_required)
-- RecordsRepository.page {{pickup}} false
and not (ea.pickup_required or ea.dropoff_required)
-- RecordsRepository.page {{accommodation}} autonomous
and ea.accommodation_autonomous
-- RecordsRepository.page {{accommodation}} needed
and not ea.accommodation_autonomous
-- RecordsRepository.page {{words}} repeated, joined by ' '
and (ea.stage_name ilike :word escape '\' or u.pseudo ilike :word escape '\' or u.prenom ilike :word escape '\' or u.nom ilike :word escape '\' or u.email ilike :word escape '\' or ea.invited_email ilike :word escape '\')

-- RecordsRepository.count
select count(*) as count from edition_artists ea left join users u on u.id = ea.user_id
left join users pu on pu.id = ea.pickup_responsible_id left join users du on du.id = ea.dropoff_responsible_id where ea.edition_id = :editionId {{arrived}} {{payment}} {{pickup}} {{accommodation}} {{words}};
-- RecordsRepository.count {{arrived}} true
and ea.entry_validated
-- RecordsRepository.count {{arrived}} false
and not ea.entry_validated
-- RecordsRepository.count {{payment}} none
and not (coalesce(ea.payment, 0) > 0 or coalesce(ea.reimbursement_actual, 0) > 0)
-- RecordsRepository.count {{payment}} unpaid
and (case when ea.payment_paid then 0 else coalesce(ea.payment, 0) end + case when ea.reimbursement_actual_paid then 0 else coalesce(ea.reimbursement_actual, 0) end) > 0
-- RecordsRepository.count {{payment}} paid
and (coalesce(ea.payment, 0) > 0 or coalesce(ea.reimbursement_actual, 0) > 0) and (case when ea.payment_paid then 0 else coalesce(ea.payment, 0) end + case when ea.reimbursement_actual_paid then 0 else coalesce(ea.reimbursement_actual, 0) end) = 0
-- RecordsRepository.count {{pickup}} true
and (ea.pickup_required or ea.dropoff_required)
-- RecordsRepository.count {{pickup}} false
and not (ea.pickup_required or ea.dropoff_required)
-- RecordsRepository.count {{accommodation}} autonomous
and ea.accommodation_autonomous
-- RecordsRepository.count {{accommodation}} needed
and not ea.accommodation_autonomous
-- RecordsRepository.count {{words}} repeated, joined by ' '
and (ea.stage_name ilike :word escape '\' or u.pseudo ilike :word escape '\' or u.prenom ilike :word escape '\' or u.nom ilike :word escape '\' or u.email ilike :word escape '\' or ea.invited_email ilike :word escape '\')

-- RecordsRepository.all
select ea.id, coalesce(nullif(ea.stage_name, ''), u.pseudo) as name, ea.stage_name as "stageName", ea.invited_email as "invitedEmail", u.email, u.id as "userId", u.pseudo as "userPseudo", u.prenom as "userPrenom", u.nom as "userNom", ea.accommodation_autonomous as "accommodationAutonomous", ea.payment_paid as "paymentPaid", ea.reimbursement_actual_paid as "reimbursementActualPaid", ea.invoice_requested as "invoiceRequested", ea.invoice_provided as "invoiceProvided", ea.fee_requested as "feeRequested", ea.fee_provided as "feeProvided", ea.pickup_required as "pickupRequired", ea.dropoff_required as "dropoffRequired", ea.accommodation_proposal as "accommodationProposal", ea.allergies as "allergies", ea.pickup_location as "pickupLocation", ea.dropoff_location as "dropoffLocation", ea.organizer_notes as "organizerNotes", ea.payment as "payment", ea.reimbursement_max as "reimbursementMax", ea.reimbursement_actual as "reimbursementActual", ea.arrival_date_time as "arrivalDateTime", ea.departure_date_time as "departureDateTime", ea.dietary_preference as "dietaryPreference", ea.allergy_severity as "allergySeverity", ea.entry_validated as "entryValidated", ea.entry_validated_at as "entryValidatedAt", ea.created_at as "createdAt", ea.updated_at as "updatedAt",
pu.id as "pickupId", pu.pseudo as "pickupPseudo", pu.prenom as "pickupPrenom", pu.nom as "pickupNom", du.id as "dropoffId", du.pseudo as "dropoffPseudo", du.prenom as "dropoffPrenom", du.nom as "dropoffNom", ev.id as "validatedById", ev.pseudo as "validatedByPseudo", ev.prenom as "validatedByPrenom", ev.nom as "validatedByNom", ab.id as "addedById", ab.pseudo as "addedByPseudo", ab.prenom as "addedByPrenom", ab.nom as "addedByNom" from edition_artists ea left join users u on u.id = ea.user_id
left join users pu on pu.id = ea.pickup_responsible_id left join users du on du.id = ea.dropoff_responsible_id left join users ev on ev.id = ea.entry_validated_by_id left join users ab on ab.id = ea.added_by_id
where ea.edition_id = :editionId {{arrived}} {{payment}} {{pickup}} {{accommodation}} {{words}} order by lower(coalesce(nullif(ea.stage_name, ''), u.pseudo)), ea.id;
-- RecordsRepository.all {{arrived}} true
and ea.entry_validated
-- RecordsRepository.all {{arrived}} false
and not ea.entry_validated
-- RecordsRepository.all {{payment}} none
and not (coalesce(ea.payment, 0) > 0 or coalesce(ea.reimbursement_actual, 0) > 0)
-- RecordsRepository.all {{payment}} unpaid
and (case when ea.payment_paid then 0 else coalesce(ea.payment, 0) end + case when ea.reimbursement_actual_paid then 0 else coalesce(ea.reimbursement_actual, 0) end) > 0
-- RecordsRepository.all {{payment}} paid
and (coalesce(ea.payment, 0) > 0 or coalesce(ea.reimbursement_actual, 0) > 0) and (case when ea.payment_paid then 0 else coalesce(ea.payment, 0) end + case when ea.reimbursement_actual_paid then 0 else coalesce(ea.reimbursement_actual, 0) end) = 0
-- RecordsRepository.all {{pickup}} true
and (ea.pickup_required or ea.dropoff_required)
-- RecordsRepository.all {{pickup}} false
and not (ea.pickup_required or ea.dropoff_required)
-- RecordsRepository.all {{accommodation}} autonomous
and ea.accommodation_autonomous
-- RecordsRepository.all {{accommodation}} needed
and not ea.accommodation_autonomous
-- RecordsRepository.all {{words}} repeated, joined by ' '
and (ea.stage_name ilike :word escape '\' or u.pseudo ilike :word escape '\' or u.prenom ilike :word escape '\' or u.nom ilike :word escape '\' or u.email ilike :word escape '\' or ea.invited_email ilike :word escape '\')

-- RecordsRepository.summary
select count(*) as "all",
count(*) filter (where ea.entry_validated) as arrived,
count(*) filter (where (ea.pickup_required or ea.dropoff_required)) as pickups,
count(*) filter (where not ea.accommodation_autonomous) as accommodation,
count(*) filter (where (case when ea.payment_paid then 0 else coalesce(ea.payment, 0) end + case when ea.reimbursement_actual_paid then 0 else coalesce(ea.reimbursement_actual, 0) end) > 0) as unpaid,
count(*) filter (where ea.user_id is null) as invitations,
coalesce(sum(ea.payment), 0) as fees,
coalesce(sum(ea.payment) filter (where ea.payment_paid), 0) as "feesPaid",
coalesce(sum(ea.reimbursement_max), 0) as "reimbursementsMax",
coalesce(sum(ea.reimbursement_actual), 0) as "reimbursementsActual",
coalesce(sum(ea.reimbursement_actual) filter (where ea.reimbursement_actual_paid), 0) as reimbursed,
coalesce(sum((case when ea.payment_paid then 0 else coalesce(ea.payment, 0) end + case when ea.reimbursement_actual_paid then 0 else coalesce(ea.reimbursement_actual, 0) end)), 0) as "stillToPay"
from edition_artists ea where ea.edition_id = :editionId;

-- RecordsRepository.team
select u.id, u.pseudo, u.prenom, u.nom
from editions e join conventions c on c.id = e.convention_id
join lateral (select c.author_id as user_id union select x.user_id from convention_collaborators x where x.convention_id = c.id) m on true
join users u on u.id = m.user_id
where e.id = :editionId order by lower(u.pseudo), u.id;
