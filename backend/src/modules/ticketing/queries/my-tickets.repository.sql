-- Generated from modules/ticketing/my-tickets.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- MyTicketsRepository.ticketsOf
select u.is_email_verified as "emailVerified", tk.* from users u
left join lateral (
select i.id, i.first_name as "firstName", i.last_name as "lastName", coalesce(t.custom_name, t.name, i.name) as "tierName",
coalesce((select array_agg(p.name order by p.position, p.id) from ticketing_order_item_options io join ticketing_options p on p.id = io.option_id
where io.item_id = i.id), '{}') as options,
i.state, o.source, i.entry_validated_at as "enteredAt", i.qr_code as "qrCode", i.amount,
e.id as "editionId", e.name as "editionName", c.name as "conventionName", e.start_date::text as "startDate", e.end_date::text as "endDate",
e.time_zone as "timeZone", e.image_url as "imageUrl", e.currency
from ticketing_order_items i
join ticketing_orders o on o.id = i.order_id
join editions e on e.id = i.edition_id
join conventions c on c.id = e.convention_id
left join ticketing_tiers t on t.id = i.tier_id
where lower(i.email) = lower(u.email) and i.type = 'Registration'
) tk on u.is_email_verified
where u.id = :userId
order by tk."startDate" desc, tk."editionId" desc, tk.id;
