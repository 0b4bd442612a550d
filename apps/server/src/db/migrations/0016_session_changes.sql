-- The server keeps the sessions it has checked in memory (http/sessionCache.ts). Whatever ends a session or
-- changes who its user is (sign-out, a new sign-in on the same device, a password change, expiry, an account
-- deleted or deactivated, a role changed), by whoever makes the change, announces the user's id on the channel
-- `sessions_changed` when its transaction commits; every server listening forgets that user's sessions then.
-- Row-level: the payload names the user, and PostgreSQL folds identical notifications of one transaction.
CREATE FUNCTION session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', OLD.user_id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER DELETE OR UPDATE OF user_id, token_hash, created_at ON sessions FOR EACH ROW EXECUTE FUNCTION session_ended();
--> statement-breakpoint
CREATE FUNCTION user_standing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_sessions_changed AFTER DELETE OR UPDATE OF role, active ON users FOR EACH ROW EXECUTE FUNCTION user_standing_changed();
--> statement-breakpoint
-- A truncate names nobody: every server forgets every session.
CREATE FUNCTION sessions_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION sessions_truncated();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION sessions_truncated();
