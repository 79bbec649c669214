-- Generated from core/throttle/throttle.service.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- ThrottleService.take
insert into rate_limit_counters as c (bucket, hits, resets_at) values {{buckets}}
on conflict (bucket) do update set
hits = case when c.resets_at <= now() then 1 else c.hits + 1 end,
resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
returning bucket, hits, ceil(extract(epoch from (resets_at - now())))::int as wait;
-- ThrottleService.take {{buckets}} repeated, joined by ', '
(:bucket, 1, now() + :windowMs * interval '1 millisecond')

-- ThrottleService.giveBack
update rate_limit_counters c set hits = greatest(c.hits - 1, 0)
from (select bucket from rate_limit_counters where bucket = any(:buckets::text[]) and resets_at > now() order by bucket for update) locked
where c.bucket = locked.bucket;

-- ThrottleService.clear
delete from rate_limit_counters where bucket = :bucket;

-- ThrottleService.prune
delete from rate_limit_counters where resets_at <= now();
