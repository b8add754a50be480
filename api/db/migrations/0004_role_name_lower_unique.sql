ALTER TABLE "auth_group" DROP CONSTRAINT "auth_group_name_unique";--> statement-breakpoint
-- Roles stored twice in different letter case before this index: the later ones get their id appended.
UPDATE "auth_group" SET "name" = left("name", 140) || ' (' || "id" || ')' WHERE "id" NOT IN (SELECT min("id") FROM "auth_group" GROUP BY lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "auth_group_name_lower_unique" ON "auth_group" USING btree (lower("name"));
