-- Every change to what makes a request's caller (the user, its company profiles, companies and their
-- subscriptions and plans) is announced on the channel meter_portal_callers, so each server instance drops
-- its cached callers at once, whoever made the change: another instance or hand-made SQL. The payload is
-- the user's id, or '*' for a change that may concern many users.
CREATE OR REPLACE FUNCTION meter_portal_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('meter_portal_callers', OLD.id::text);
  ELSE
    PERFORM pg_notify('meter_portal_callers', NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION meter_portal_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('meter_portal_callers', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('meter_portal_callers', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION meter_portal_callers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('meter_portal_callers', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_caller_changed AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION meter_portal_user_changed();
--> statement-breakpoint
CREATE TRIGGER company_profiles_caller_changed AFTER INSERT OR UPDATE OR DELETE ON company_profiles
  FOR EACH ROW EXECUTE FUNCTION meter_portal_profile_changed();
--> statement-breakpoint
CREATE TRIGGER companies_caller_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION meter_portal_callers_changed();
--> statement-breakpoint
CREATE TRIGGER subscriptions_caller_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION meter_portal_callers_changed();
--> statement-breakpoint
CREATE TRIGGER plans_caller_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION meter_portal_callers_changed();
