-- Generated from modules/editions/edition-search.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- EditionSearch.searchPage
with m as materialized (select s.edition_id, s.start_date, s.end_date from edition_search s where s.listed {{words}} {{from}} {{to}} {{when}} {{country}} {{flags}}),
page as (select edition_id, start_date, end_date from m order by (end_date < :today::date), case when end_date >= :today::date then start_date end, start_date desc, edition_id limit :limit offset :offset)
select t.total, t.version, e.id as "id", e.name as "name", e.start_date as "startDate", e.end_date as "endDate", e.image_url as "imageUrl", e.latitude as "latitude", e.longitude as "longitude", e.description as "description", e.program as "program", e.address_line1 as "addressLine1", e.address_line2 as "addressLine2", e.city as "city", e.country as "country", e.postal_code as "postalCode", e.region as "region", e.facebook_url as "facebookUrl", e.instagram_url as "instagramUrl", e.ticketing_url as "ticketingUrl", e.official_website_url as "officialWebsiteUrl", e.accepts_pets as "acceptsPets", e.has_food_trucks as "hasFoodTrucks", e.has_gym as "hasGym", e.has_kids_zone as "hasKidsZone", e.has_tent_camping as "hasTentCamping", e.has_truck_camping as "hasTruckCamping", e.has_accessibility as "hasAccessibility", e.has_aerial_space as "hasAerialSpace", e.has_cantine as "hasCantine", e.has_concert as "hasConcert", e.has_family_camping as "hasFamilyCamping", e.has_sleeping_room as "hasSleepingRoom", e.has_fire_space as "hasFireSpace", e.has_gala as "hasGala", e.has_open_stage as "hasOpenStage", e.has_showers as "hasShowers", e.has_slackline_space as "hasSlacklineSpace", e.has_toilets as "hasToilets", e.has_workshops as "hasWorkshops", e.has_atm as "hasATM", e.has_long_show as "hasLongShow", e.has_cash_payment as "hasCashPayment", e.has_credit_card_payment as "hasCreditCardPayment", e.has_afj_token_payment as "hasAfjTokenPayment", e.is_online as "isOnline", e.workshops_enabled as "workshopsEnabled", e.workshop_locations_free_input as "workshopLocationsFreeInput", e.workshop_proposals_open as "workshopProposalsOpen", e.currency as "currency", e.time_zone as "timeZone", e.convention_id as "conventionId", c.name as "conventionName", e.creator_id as "creatorId", e.created_at as "createdAt", e.updated_at as "updatedAt"
from (select count(*)::int as total, (select version from edition_changes where id = 1) as version from m) t
left join (page join editions e on e.id = page.edition_id join conventions c on c.id = e.convention_id) on true
order by (page.end_date < :today::date), case when page.end_date >= :today::date then page.start_date end, page.start_date desc, page.edition_id;
-- EditionSearch.searchPage {{words}} repeated, joined by ' '
and s.haystack like lower(:word)
-- EditionSearch.searchPage {{from}}
and s.end_date >= :from
-- EditionSearch.searchPage {{to}}
and s.start_date <= :to
-- EditionSearch.searchPage {{when}} current
and s.end_date >= :today::date
-- EditionSearch.searchPage {{when}} past
and s.end_date < :today::date
-- EditionSearch.searchPage {{country}}
and s.country_key = lower(:country)
-- EditionSearch.searchPage {{flags}}
and (s.flags & :flags) = :flags

-- EditionSearch.mapCounts
select count(*) filter (where s.latitude is not null and s.longitude is not null)::int as located,
count(*) filter (where s.latitude is null or s.longitude is null)::int as unlocated, (select version from edition_changes where id = 1) as version
from edition_search s where s.listed {{words}} {{from}} {{to}} {{when}} {{country}} {{flags}};
-- EditionSearch.mapCounts {{words}} repeated, joined by ' '
and s.haystack like lower(:word)
-- EditionSearch.mapCounts {{from}}
and s.end_date >= :from
-- EditionSearch.mapCounts {{to}}
and s.start_date <= :to
-- EditionSearch.mapCounts {{when}} current
and s.end_date >= :today::date
-- EditionSearch.mapCounts {{when}} past
and s.end_date < :today::date
-- EditionSearch.mapCounts {{country}}
and s.country_key = lower(:country)
-- EditionSearch.mapCounts {{flags}}
and (s.flags & :flags) = :flags

-- EditionSearch.mapPoints
select k.edition_id as id, e.name, k.latitude, k.longitude, k.start_date as "startDate", k.end_date as "endDate", e.city, e.country from (select s.edition_id, s.start_date, s.end_date, s.latitude, s.longitude from edition_search s
where s.listed {{words}} {{from}} {{to}} {{when}} {{country}} {{flags}} and s.latitude is not null and s.longitude is not null) k join editions e on e.id = k.edition_id;
-- EditionSearch.mapPoints {{words}} repeated, joined by ' '
and s.haystack like lower(:word)
-- EditionSearch.mapPoints {{from}}
and s.end_date >= :from
-- EditionSearch.mapPoints {{to}}
and s.start_date <= :to
-- EditionSearch.mapPoints {{when}} current
and s.end_date >= :today::date
-- EditionSearch.mapPoints {{when}} past
and s.end_date < :today::date
-- EditionSearch.mapPoints {{country}}
and s.country_key = lower(:country)
-- EditionSearch.mapPoints {{flags}}
and (s.flags & :flags) = :flags

-- EditionSearch.mapPointsFirst
select k.edition_id as id, e.name, k.latitude, k.longitude, k.start_date as "startDate", k.end_date as "endDate", e.city, e.country from (select s.edition_id, s.start_date, s.end_date, s.latitude, s.longitude from edition_search s
where s.listed {{words}} {{from}} {{to}} {{when}} {{country}} {{flags}} and s.latitude is not null and s.longitude is not null order by (end_date < :today::date), case when end_date >= :today::date then start_date end, start_date desc, edition_id limit :limit) k join editions e on e.id = k.edition_id order by (k.end_date < :today::date), case when k.end_date >= :today::date then k.start_date end, k.start_date desc, k.edition_id;
-- EditionSearch.mapPointsFirst {{words}} repeated, joined by ' '
and s.haystack like lower(:word)
-- EditionSearch.mapPointsFirst {{from}}
and s.end_date >= :from
-- EditionSearch.mapPointsFirst {{to}}
and s.start_date <= :to
-- EditionSearch.mapPointsFirst {{when}} current
and s.end_date >= :today::date
-- EditionSearch.mapPointsFirst {{when}} past
and s.end_date < :today::date
-- EditionSearch.mapPointsFirst {{country}}
and s.country_key = lower(:country)
-- EditionSearch.mapPointsFirst {{flags}}
and (s.flags & :flags) = :flags

-- EditionSearch.stars
select (select version from edition_changes where id = 1) as version,
array(select edition_id from edition_favorites where user_id = :userId and edition_id in ({{ids}})) as starred;
-- EditionSearch.stars {{ids}} repeated, joined by ', '
:editionId

-- EditionSearch.noStars
select (select version from edition_changes where id = 1) as version, '{}'::int[] as starred;

-- EditionSearch.version
select (select version from edition_changes where id = 1) as version;
