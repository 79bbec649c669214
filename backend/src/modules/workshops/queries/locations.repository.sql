-- Generated from modules/workshops/locations.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- LocationsRepository.list
select l.id, l.name, (select count(*)::int from workshops w where w.location_id = l.id) as "workshopCount"
from workshop_locations l
where l.edition_id = :editionId {{one}}
order by lower(l.name), l.id;
-- LocationsRepository.list {{one}}
and l.id = :locationId
