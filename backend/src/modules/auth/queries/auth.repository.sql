-- Generated from modules/auth/auth.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- AuthRepository.takeResetToken
update password_reset_tokens set used = true where token = :tokenHash and not used and expires_at > now() returning user_id;
