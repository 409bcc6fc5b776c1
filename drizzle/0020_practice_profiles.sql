CREATE TABLE "practice_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"phone" varchar(40) NOT NULL,
	"license_number" varchar(50),
	"npi" varchar(10),
	"practice_name" varchar(200) NOT NULL,
	"practice_type" varchar(50) NOT NULL,
	"years_in_practice" varchar(20) NOT NULL,
	"street" varchar(200) NOT NULL,
	"city" varchar(100) NOT NULL,
	"state" varchar(50) NOT NULL,
	"zip_code" varchar(20) NOT NULL,
	"allow_marketing" boolean DEFAULT false NOT NULL,
	"subscribe_updates" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_profiles_practice_type_known" CHECK ("practice_profiles"."practice_type" IN ('General Dentistry', 'Orthodontics', 'Oral Surgery', 'Periodontics', 'Endodontics', 'Prosthodontics', 'Pediatric Dentistry', 'Oral Pathology', 'Other')),
	CONSTRAINT "practice_profiles_years_known" CHECK ("practice_profiles"."years_in_practice" IN ('1-5 years', '6-10 years', '11-20 years', '20+ years'))
);
--> statement-breakpoint
ALTER TABLE "practice_profiles" ADD CONSTRAINT "practice_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;