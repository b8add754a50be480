CREATE TABLE "upload_window" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_window" ADD CONSTRAINT "upload_window_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_file_created_at_idx" ON "uploaded_file" USING btree ("created_at");