-- Generated from modules/users/users.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- UsersRepository.search
select id, pseudo, email, nom, prenom from users
where lower(pseudo) like :pattern or email like :pattern or lower(nom) like :pattern or lower(prenom) like :pattern or lower(prenom || ' ' || nom) like :pattern
order by (lower(pseudo) like :prefix) desc, lower(pseudo) asc, id asc
limit :limit;

-- UsersRepository.sessionRow
select * from "users" where "id" = :id limit 1;

-- UsersRepository.endSessions
delete from "session" where (sess->'passport'->>'user') = :userId and sid <> :keepSessionId;
