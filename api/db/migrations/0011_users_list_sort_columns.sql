-- Decision 051: the users lists sort and search by the company's name on the user row, where an
-- index beside the tab serves them; a trigger on company keeps it. ENABLE ALWAYS: the demo seed
-- writes with session_replication_role = replica (decision 045), which skips ordinary triggers.
ALTER TABLE "user" ADD COLUMN "company_name_lower" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "user" SET "company_name_lower" = lower("company"."name") FROM "company" WHERE "company"."user_id" = "user"."id";--> statement-breakpoint
CREATE FUNCTION "company_name_to_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."user_id" <> NEW."user_id") THEN
    UPDATE "user" SET "company_name_lower" = '' WHERE "id" = OLD."user_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "user" SET "company_name_lower" = lower(NEW."name") WHERE "id" = NEW."user_id" AND "company_name_lower" IS DISTINCT FROM lower(NEW."name");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "company_name_to_user" AFTER INSERT OR DELETE OR UPDATE OF "name", "user_id" ON "company" FOR EACH ROW EXECUTE FUNCTION "company_name_to_user"();--> statement-breakpoint
ALTER TABLE "company" ENABLE ALWAYS TRIGGER "company_name_to_user";--> statement-breakpoint
CREATE INDEX "user_user_type_company_name_idx" ON "user" USING btree ("user_type","company_name_lower","id");--> statement-breakpoint
CREATE INDEX "user_company_name_trgm" ON "user" USING gin ("company_name_lower" gin_trgm_ops);--> statement-breakpoint
-- coalesce: a contact number is optional, and the list sorts the missing ones as ''.
DROP INDEX "user_user_type_contact_number_idx";--> statement-breakpoint
CREATE INDEX "user_user_type_contact_number_idx" ON "user" USING btree ("user_type",coalesce("contact_number", ''),"id");
