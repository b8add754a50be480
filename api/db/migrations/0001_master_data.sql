CREATE TABLE "contact_us" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_type" integer NOT NULL,
	"first_name" varchar(150) DEFAULT '' NOT NULL,
	"last_name" varchar(150) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"profile_type_id" integer
);
--> statement-breakpoint
CREATE TABLE "profile_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(25) NOT NULL,
	"user_type" integer NOT NULL,
	"amount" numeric(9, 2) NOT NULL,
	"currency_id" integer NOT NULL,
	"recurring_id" integer NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"tax_percentage" numeric(5, 2),
	"status" varchar(1) DEFAULT '1' NOT NULL,
	"plan_details" text DEFAULT '' NOT NULL,
	"num_of_jobs" integer,
	"num_of_developers" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technology" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_skill" (
	"user_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "user_skill_user_id_skill_id_pk" PRIMARY KEY("user_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "user_technology" (
	"user_id" integer NOT NULL,
	"technology_id" integer NOT NULL,
	CONSTRAINT "user_technology_user_id_technology_id_pk" PRIMARY KEY("user_id","technology_id")
);
--> statement-breakpoint
ALTER TABLE "user_group" DROP CONSTRAINT "user_group_group_id_auth_group_id_fk";
--> statement-breakpoint
ALTER TABLE "portfolio" ADD CONSTRAINT "portfolio_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio" ADD CONSTRAINT "portfolio_profile_type_id_profile_type_id_fk" FOREIGN KEY ("profile_type_id") REFERENCES "public"."profile_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill" ADD CONSTRAINT "skill_parent_id_skill_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."skill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan" ADD CONSTRAINT "subscription_plan_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan" ADD CONSTRAINT "subscription_plan_recurring_id_recurring_period_id_fk" FOREIGN KEY ("recurring_id") REFERENCES "public"."recurring_period"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skill" ADD CONSTRAINT "user_skill_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skill" ADD CONSTRAINT "user_skill_skill_id_skill_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skill"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_technology" ADD CONSTRAINT "user_technology_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_technology" ADD CONSTRAINT "user_technology_technology_id_technology_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technology"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_us_user_type_idx" ON "contact_us" USING btree ("user_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_type_title_lower_unique" ON "profile_type" USING btree (lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "skill_parent_title_lower_unique" ON "skill" USING btree (coalesce("parent_id", 0),lower("title"));--> statement-breakpoint
CREATE INDEX "skill_parent_idx" ON "skill" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "subscription_plan_user_type_idx" ON "subscription_plan" USING btree ("user_type");--> statement-breakpoint
CREATE UNIQUE INDEX "technology_title_lower_unique" ON "technology" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "user_skill_skill_idx" ON "user_skill" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "user_technology_technology_idx" ON "user_technology" USING btree ("technology_id");--> statement-breakpoint
ALTER TABLE "user_group" ADD CONSTRAINT "user_group_group_id_auth_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."auth_group"("id") ON DELETE restrict ON UPDATE no action;