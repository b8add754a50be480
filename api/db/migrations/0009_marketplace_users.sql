CREATE TABLE "portfolio_language" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"proficiency_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branch" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"is_head_quarter" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"is_registered_company" boolean DEFAULT false NOT NULL,
	"registration_number" varchar(50),
	"company_url" varchar(500),
	"size" integer,
	"identity" varchar(500),
	"file_name" varchar(255),
	"search_text" text GENERATED ALWAYS AS (lower("name"::text)) STORED
);
--> statement-breakpoint
CREATE TABLE "project" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" varchar(500),
	"duration" integer NOT NULL,
	"is_on_going" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"image" varchar(500) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_skill" (
	"project_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "project_skill_project_id_skill_id_pk" PRIMARY KEY("project_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "project_technology" (
	"project_id" integer NOT NULL,
	"technology_id" integer NOT NULL,
	CONSTRAINT "project_technology_project_id_technology_id_pk" PRIMARY KEY("project_id","technology_id")
);
--> statement-breakpoint
CREATE TABLE "certificate" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"certification_date" date NOT NULL,
	"certificate_file" varchar(500),
	"certification_link" varchar(500),
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_file_or_link" CHECK ("certificate"."certificate_file" is not null or "certificate"."certification_link" is not null)
);
--> statement-breakpoint
CREATE TABLE "agency_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assigned_agency" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_type" integer NOT NULL,
	"is_new_registered" boolean NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"requested_changes_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_data_with_request_change" jsonb NOT NULL,
	"request_handled_by_id" integer,
	"rejection_message" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "user_request_status" CHECK ("user_request"."status" in (1, 2, 3)),
	CONSTRAINT "user_request_rejection_message" CHECK ("user_request"."status" <> 3 or "user_request"."rejection_message" is not null)
);
--> statement-breakpoint
CREATE TABLE "user_request_decision" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"admin_id" integer,
	"admin_name" text NOT NULL,
	"decision" integer NOT NULL,
	"reason" text,
	"version" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_request_decision_decision" CHECK ("user_request_decision"."decision" in (2, 3))
);
--> statement-breakpoint
DROP INDEX "user_user_type_idx";--> statement-breakpoint
ALTER TABLE "portfolio" ADD COLUMN "experience" integer;--> statement-breakpoint
ALTER TABLE "portfolio" ADD COLUMN "availability" integer;--> statement-breakpoint
ALTER TABLE "portfolio" ADD COLUMN "education_details" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio" ADD COLUMN "amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "portfolio" ADD COLUMN "salary_type_id" integer;--> statement-breakpoint
ALTER TABLE "portfolio" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio" ADD COLUMN "specialties" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio" ADD COLUMN "document_file" varchar(500);--> statement-breakpoint
ALTER TABLE "portfolio" ADD COLUMN "file_name" varchar(255);--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "uid" varchar(20);--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("first_name"::text || ' ' || "last_name"::text || ' ' || "email"::text || ' ' || coalesce("uid", ''))) STORED;--> statement-breakpoint
ALTER TABLE "portfolio_language" ADD CONSTRAINT "portfolio_language_user_id_portfolio_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portfolio"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_language" ADD CONSTRAINT "portfolio_language_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_language" ADD CONSTRAINT "portfolio_language_proficiency_id_proficiency_id_fk" FOREIGN KEY ("proficiency_id") REFERENCES "public"."proficiency"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch" ADD CONSTRAINT "branch_user_id_company_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."company"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch" ADD CONSTRAINT "branch_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_image" ADD CONSTRAINT "project_image_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_skill" ADD CONSTRAINT "project_skill_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_skill" ADD CONSTRAINT "project_skill_skill_id_skill_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skill"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_technology" ADD CONSTRAINT "project_technology_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_technology" ADD CONSTRAINT "project_technology_technology_id_technology_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technology"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_request" ADD CONSTRAINT "agency_request_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_agency" ADD CONSTRAINT "assigned_agency_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_agency" ADD CONSTRAINT "assigned_agency_agency_id_user_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_request" ADD CONSTRAINT "user_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_request" ADD CONSTRAINT "user_request_request_handled_by_id_user_id_fk" FOREIGN KEY ("request_handled_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_request_decision" ADD CONSTRAINT "user_request_decision_request_id_user_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."user_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_request_decision" ADD CONSTRAINT "user_request_decision_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_language_user_language_unique" ON "portfolio_language" USING btree ("user_id","language_id");--> statement-breakpoint
CREATE INDEX "portfolio_language_language_idx" ON "portfolio_language" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "branch_user_idx" ON "branch" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "branch_one_head_quarter_unique" ON "branch" USING btree ("user_id") WHERE "branch"."is_head_quarter";--> statement-breakpoint
CREATE INDEX "company_search_text_trgm" ON "company" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_name_lower_idx" ON "company" USING btree (lower("name"),"user_id");--> statement-breakpoint
CREATE INDEX "project_user_idx" ON "project" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "project_image_project_idx" ON "project_image" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "project_skill_skill_idx" ON "project_skill" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "project_technology_technology_idx" ON "project_technology" USING btree ("technology_id");--> statement-breakpoint
CREATE INDEX "certificate_user_idx" ON "certificate" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "agency_request_client_idx" ON "agency_request" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "agency_request_pending_idx" ON "agency_request" USING btree ("created","id") WHERE "agency_request"."assigned_at" is null;--> statement-breakpoint
CREATE INDEX "assigned_agency_client_idx" ON "assigned_agency" USING btree ("client_id","created","id");--> statement-breakpoint
CREATE INDEX "assigned_agency_agency_idx" ON "assigned_agency" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_request_one_pending_unique" ON "user_request" USING btree ("user_id") WHERE "user_request"."status" = 1;--> statement-breakpoint
CREATE INDEX "user_request_user_idx" ON "user_request" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_request_list_idx" ON "user_request" USING btree ("user_type","is_new_registered","status","modified","id");--> statement-breakpoint
CREATE INDEX "user_request_status_idx" ON "user_request" USING btree ("user_type","status","modified","id");--> statement-breakpoint
CREATE INDEX "user_request_decided_at_idx" ON "user_request" USING btree ("decided_at") WHERE "user_request"."decided_at" is not null;--> statement-breakpoint
CREATE INDEX "user_request_handled_by_idx" ON "user_request" USING btree ("request_handled_by_id");--> statement-breakpoint
CREATE INDEX "user_request_decision_request_idx" ON "user_request_decision" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "user_request_decision_admin_idx" ON "user_request_decision" USING btree ("admin_id");--> statement-breakpoint
ALTER TABLE "portfolio" ADD CONSTRAINT "portfolio_salary_type_id_recurring_period_id_fk" FOREIGN KEY ("salary_type_id") REFERENCES "public"."recurring_period"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_agency_id_user_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_user_type_id_idx" ON "user" USING btree ("user_type","id");--> statement-breakpoint
CREATE INDEX "user_user_type_uid_idx" ON "user" USING btree ("user_type","uid");--> statement-breakpoint
CREATE INDEX "user_user_type_first_name_idx" ON "user" USING btree ("user_type",lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "user_user_type_last_name_idx" ON "user" USING btree ("user_type",lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "user_user_type_email_idx" ON "user" USING btree ("user_type",lower("email"),"id");--> statement-breakpoint
CREATE INDEX "user_user_type_contact_number_idx" ON "user" USING btree ("user_type","contact_number","id");--> statement-breakpoint
CREATE INDEX "user_user_type_is_active_idx" ON "user" USING btree ("user_type","is_active","id");--> statement-breakpoint
CREATE INDEX "user_search_text_trgm" ON "user" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_agency_idx" ON "user" USING btree ("agency_id","id");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_uid_unique" UNIQUE("uid");