DROP INDEX "contact_us_user_type_idx";--> statement-breakpoint
DROP INDEX "notification_recipient_idx";--> statement-breakpoint
DROP INDEX "subscription_plan_user_type_idx";--> statement-breakpoint
ALTER TABLE "contact_us" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("first_name"::text || ' ' || "last_name"::text || ' ' || "email"::text || ' ' || "message")) STORED;--> statement-breakpoint
CREATE INDEX "auth_group_name_trgm" ON "auth_group" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_us_first_name_lower_id_idx" ON "contact_us" USING btree ("user_type",lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "contact_us_last_name_lower_id_idx" ON "contact_us" USING btree ("user_type",lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "contact_us_search_text_trgm" ON "contact_us" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notification_unread_idx" ON "notification" USING btree ("recipient_id") WHERE "notification"."unread";--> statement-breakpoint
CREATE INDEX "profile_type_search_text_trgm" ON "profile_type" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profile_type_description_lower_id_idx" ON "profile_type" USING btree (lower("description"),"id");--> statement-breakpoint
CREATE INDEX "profile_type_status_id_idx" ON "profile_type" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "skill_search_text_trgm" ON "skill" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skill_scope_id_idx" ON "skill" USING btree (coalesce("parent_id", 0),"id");--> statement-breakpoint
CREATE INDEX "skill_scope_description_lower_id_idx" ON "skill" USING btree (coalesce("parent_id", 0),lower("description"),"id");--> statement-breakpoint
CREATE INDEX "skill_scope_status_id_idx" ON "skill" USING btree (coalesce("parent_id", 0),"status","id");--> statement-breakpoint
CREATE INDEX "subscription_plan_name_lower_id_idx" ON "subscription_plan" USING btree ("user_type",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "subscription_plan_amount_id_idx" ON "subscription_plan" USING btree ("user_type","amount","id");--> statement-breakpoint
CREATE INDEX "subscription_plan_name_trgm" ON "subscription_plan" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscription_plan_description_trgm" ON "subscription_plan" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "technology_search_text_trgm" ON "technology" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "technology_description_lower_id_idx" ON "technology" USING btree (lower("description"),"id");--> statement-breakpoint
CREATE INDEX "technology_status_id_idx" ON "technology" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "user_sub_admin_id_idx" ON "user" USING btree ("id") WHERE "user"."is_staff" and not "user"."is_superuser" and "user"."user_type" is null;--> statement-breakpoint
CREATE INDEX "user_sub_admin_first_name_idx" ON "user" USING btree (lower("first_name"),"id") WHERE "user"."is_staff" and not "user"."is_superuser" and "user"."user_type" is null;--> statement-breakpoint
CREATE INDEX "user_sub_admin_last_name_idx" ON "user" USING btree (lower("last_name"),"id") WHERE "user"."is_staff" and not "user"."is_superuser" and "user"."user_type" is null;--> statement-breakpoint
CREATE INDEX "user_sub_admin_email_idx" ON "user" USING btree (lower("email"),"id") WHERE "user"."is_staff" and not "user"."is_superuser" and "user"."user_type" is null;--> statement-breakpoint
CREATE INDEX "user_sub_admin_is_active_idx" ON "user" USING btree ("is_active","id") WHERE "user"."is_staff" and not "user"."is_superuser" and "user"."user_type" is null;--> statement-breakpoint
CREATE INDEX "contact_us_user_type_idx" ON "contact_us" USING btree ("user_type","created_at","id");--> statement-breakpoint
CREATE INDEX "notification_recipient_idx" ON "notification" USING btree ("recipient_id","timestamp","id");--> statement-breakpoint
CREATE INDEX "subscription_plan_user_type_idx" ON "subscription_plan" USING btree ("user_type","id");