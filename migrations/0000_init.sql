CREATE TYPE "public"."badge_level" AS ENUM('bronze', 'silver', 'gold');--> statement-breakpoint
CREATE TYPE "public"."arena_type" AS ENUM('indoor', 'outdoor', 'covered');--> statement-breakpoint
CREATE TYPE "public"."footing_condition" AS ENUM('excellent', 'good', 'fair', 'poor');--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"badge_type" varchar(50) NOT NULL,
	"badge_level" "badge_level" NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_badges_user_type_level_unique" UNIQUE("user_id","badge_type","badge_level")
);
--> statement-breakpoint
CREATE TABLE "user_follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"follower_id" uuid NOT NULL,
	"followee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_follows_pair_unique" UNIQUE("follower_id","followee_id"),
	CONSTRAINT "user_follows_not_self" CHECK ("user_follows"."follower_id" <> "user_follows"."followee_id")
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"full_name" varchar(200),
	"bio" text,
	"street" text,
	"city" varchar(100),
	"state" varchar(2),
	"postal_code" varchar(10),
	"latitude" numeric(10, 7),
	"longitude" numeric(10, 7),
	"location_visibility" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(320),
	"first_name" varchar(100),
	"last_name" varchar(100),
	"profile_image_url" text,
	"password_hash" text,
	"oidc_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_oidc_subject_unique" UNIQUE("oidc_subject")
);
--> statement-breakpoint
CREATE TABLE "event_producers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"bio" text,
	"email" varchar(320),
	"phone" varchar(40),
	"website" text,
	"logo_url" text,
	"cover_image" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arena_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"arena_id" uuid NOT NULL,
	"photo_url" text NOT NULL,
	"photo_type" varchar(30),
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arenas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"address" text,
	"city" varchar(100) NOT NULL,
	"state" varchar(2) NOT NULL,
	"zip_code" varchar(10),
	"latitude" numeric(10, 7),
	"longitude" numeric(10, 7),
	"footing_type" text,
	"footing_condition" "footing_condition",
	"footing_last_updated" timestamp with time zone,
	"parking_surface" text,
	"parking_capacity" text,
	"large_rigs_friendly" boolean DEFAULT false NOT NULL,
	"nearby_fuel" text,
	"nearby_food" text,
	"nearby_feed_store" text,
	"nearby_vet" text,
	"nearby_farrier" text,
	"features" text[],
	"cover_image" text,
	"video_url" text,
	"owner_id" uuid,
	"saddlebook_arena_url" text,
	"record_holder_name" varchar(200),
	"record_time" numeric(6, 3),
	"arena_type" "arena_type",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arenas_state_two_letters" CHECK (char_length("arenas"."state") = 2)
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"photo_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"arena_id" uuid NOT NULL,
	"user_id" uuid,
	"rating" integer NOT NULL,
	"review_text" text NOT NULL,
	"footing_type" text,
	"parking_surface" text,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "service_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" varchar(40) NOT NULL,
	"display_name" varchar(200) NOT NULL,
	"phone" varchar(40),
	"email" varchar(320),
	"website" text,
	"specialties" text,
	"availability_notes" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"comment_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_service_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"service_provider_id" uuid NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"added_by_user_id" uuid,
	"approved_by_user_id" uuid,
	"approved_at" timestamp with time zone,
	"request_message" text,
	"response_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_service_providers_pair_unique" UNIQUE("event_id","service_provider_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"arena_id" uuid NOT NULL,
	"producer_id" uuid,
	"name" varchar(200) NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"time" varchar(40) NOT NULL,
	"barrel_pattern" varchar(60),
	"description" text,
	"image_url" text,
	"saddlebook_url" text,
	"pattern_size" varchar(20),
	"event_flyer_url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arena_follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"arena_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arena_follows_pair_unique" UNIQUE("user_id","arena_id")
);
--> statement-breakpoint
CREATE TABLE "arena_likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"arena_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arena_likes_pair_unique" UNIQUE("user_id","arena_id")
);
--> statement-breakpoint
CREATE TABLE "event_producer_follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"producer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_producer_follows_pair_unique" UNIQUE("user_id","producer_id")
);
--> statement-breakpoint
CREATE TABLE "saved_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_events_pair_unique" UNIQUE("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "arena_horse_hotels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"arena_id" uuid NOT NULL,
	"horse_hotel_id" uuid NOT NULL,
	"distance" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arena_horse_hotels_pair_unique" UNIQUE("arena_id","horse_hotel_id")
);
--> statement-breakpoint
CREATE TABLE "event_horse_hotels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"horse_hotel_id" uuid NOT NULL,
	"distance" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_horse_hotels_pair_unique" UNIQUE("event_id","horse_hotel_id")
);
--> statement-breakpoint
CREATE TABLE "horse_hotel_review_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"photo_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horse_hotel_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"horse_hotel_id" uuid NOT NULL,
	"user_id" uuid,
	"rating" integer NOT NULL,
	"review_text" text NOT NULL,
	"stall_condition" integer,
	"cleanliness" integer,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "horse_hotel_reviews_rating_range" CHECK ("horse_hotel_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "horse_hotels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"address" text,
	"city" varchar(100) NOT NULL,
	"state" varchar(2) NOT NULL,
	"zip_code" varchar(10),
	"latitude" numeric(10, 7),
	"longitude" numeric(10, 7),
	"phone" varchar(40),
	"email" varchar(320),
	"website" text,
	"description" text,
	"stall_count" integer,
	"daily_rate" numeric(10, 2),
	"weekly_rate" numeric(10, 2),
	"amenities" text[],
	"stall_type" varchar(100),
	"turnout_available" boolean DEFAULT false NOT NULL,
	"feed_included" boolean DEFAULT false NOT NULL,
	"cover_image" text,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "horse_hotels_stall_count_positive" CHECK ("horse_hotels"."stall_count" is null or "horse_hotels"."stall_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trip_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"notes" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_events_pair_unique" UNIQUE("trip_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "trip_horse_hotels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"horse_hotel_id" uuid NOT NULL,
	"check_in_date" timestamp with time zone,
	"check_out_date" timestamp with time zone,
	"notes" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_horse_hotels_pair_unique" UNIQUE("trip_id","horse_hotel_id")
);
--> statement-breakpoint
CREATE TABLE "trip_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"service_provider_id" uuid NOT NULL,
	"scheduled_date" timestamp with time zone,
	"notes" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_services_pair_unique" UNIQUE("trip_id","service_provider_id")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"start_location" varchar(200),
	"end_location" varchar(200),
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"type" varchar(20) NOT NULL,
	"content" text NOT NULL,
	"arena_id" uuid,
	"event_id" uuid,
	"photo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_producers" ADD CONSTRAINT "event_producers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_photos" ADD CONSTRAINT "arena_photos_arena_id_arenas_id_fk" FOREIGN KEY ("arena_id") REFERENCES "public"."arenas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_photos" ADD CONSTRAINT "arena_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arenas" ADD CONSTRAINT "arenas_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_arena_id_arenas_id_fk" FOREIGN KEY ("arena_id") REFERENCES "public"."arenas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_service_providers" ADD CONSTRAINT "event_service_providers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_service_providers" ADD CONSTRAINT "event_service_providers_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_service_providers" ADD CONSTRAINT "event_service_providers_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_service_providers" ADD CONSTRAINT "event_service_providers_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_arena_id_arenas_id_fk" FOREIGN KEY ("arena_id") REFERENCES "public"."arenas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_producer_id_event_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."event_producers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_follows" ADD CONSTRAINT "arena_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_follows" ADD CONSTRAINT "arena_follows_arena_id_arenas_id_fk" FOREIGN KEY ("arena_id") REFERENCES "public"."arenas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_likes" ADD CONSTRAINT "arena_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_likes" ADD CONSTRAINT "arena_likes_arena_id_arenas_id_fk" FOREIGN KEY ("arena_id") REFERENCES "public"."arenas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_producer_follows" ADD CONSTRAINT "event_producer_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_producer_follows" ADD CONSTRAINT "event_producer_follows_producer_id_event_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."event_producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_events" ADD CONSTRAINT "saved_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_events" ADD CONSTRAINT "saved_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_horse_hotels" ADD CONSTRAINT "arena_horse_hotels_arena_id_arenas_id_fk" FOREIGN KEY ("arena_id") REFERENCES "public"."arenas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_horse_hotels" ADD CONSTRAINT "arena_horse_hotels_horse_hotel_id_horse_hotels_id_fk" FOREIGN KEY ("horse_hotel_id") REFERENCES "public"."horse_hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_horse_hotels" ADD CONSTRAINT "event_horse_hotels_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_horse_hotels" ADD CONSTRAINT "event_horse_hotels_horse_hotel_id_horse_hotels_id_fk" FOREIGN KEY ("horse_hotel_id") REFERENCES "public"."horse_hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horse_hotel_review_photos" ADD CONSTRAINT "horse_hotel_review_photos_review_id_horse_hotel_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."horse_hotel_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horse_hotel_reviews" ADD CONSTRAINT "horse_hotel_reviews_horse_hotel_id_horse_hotels_id_fk" FOREIGN KEY ("horse_hotel_id") REFERENCES "public"."horse_hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horse_hotel_reviews" ADD CONSTRAINT "horse_hotel_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horse_hotels" ADD CONSTRAINT "horse_hotels_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_events" ADD CONSTRAINT "trip_events_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_events" ADD CONSTRAINT "trip_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_horse_hotels" ADD CONSTRAINT "trip_horse_hotels_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_horse_hotels" ADD CONSTRAINT "trip_horse_hotels_horse_hotel_id_horse_hotels_id_fk" FOREIGN KEY ("horse_hotel_id") REFERENCES "public"."horse_hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_services" ADD CONSTRAINT "trip_services_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_services" ADD CONSTRAINT "trip_services_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_arena_id_arenas_id_fk" FOREIGN KEY ("arena_id") REFERENCES "public"."arenas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "user_follows_followee_idx" ON "user_follows" USING btree ("followee_id");--> statement-breakpoint
CREATE INDEX "event_producers_user_idx" ON "event_producers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "arena_photos_arena_idx" ON "arena_photos" USING btree ("arena_id","created_at");--> statement-breakpoint
CREATE INDEX "arenas_state_city_idx" ON "arenas" USING btree ("state","city");--> statement-breakpoint
CREATE INDEX "arenas_lat_lng_idx" ON "arenas" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "arenas_owner_idx" ON "arenas" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "arenas_name_idx" ON "arenas" USING btree ("name");--> statement-breakpoint
CREATE INDEX "review_photos_review_idx" ON "review_photos" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "reviews_arena_idx" ON "reviews" USING btree ("arena_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_providers_type_idx" ON "service_providers" USING btree ("type","display_name");--> statement-breakpoint
CREATE INDEX "service_providers_user_idx" ON "service_providers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_comments_event_idx" ON "event_comments" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_comments_user_idx" ON "event_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_service_providers_provider_idx" ON "event_service_providers" USING btree ("service_provider_id");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "events_arena_date_idx" ON "events" USING btree ("arena_id","date");--> statement-breakpoint
CREATE INDEX "events_producer_idx" ON "events" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "events_created_by_idx" ON "events" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "arena_follows_arena_idx" ON "arena_follows" USING btree ("arena_id");--> statement-breakpoint
CREATE INDEX "arena_likes_arena_idx" ON "arena_likes" USING btree ("arena_id");--> statement-breakpoint
CREATE INDEX "event_producer_follows_producer_idx" ON "event_producer_follows" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "saved_events_event_idx" ON "saved_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "arena_horse_hotels_hotel_idx" ON "arena_horse_hotels" USING btree ("horse_hotel_id");--> statement-breakpoint
CREATE INDEX "event_horse_hotels_hotel_idx" ON "event_horse_hotels" USING btree ("horse_hotel_id");--> statement-breakpoint
CREATE INDEX "horse_hotel_review_photos_review_idx" ON "horse_hotel_review_photos" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "horse_hotel_reviews_hotel_idx" ON "horse_hotel_reviews" USING btree ("horse_hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "horse_hotel_reviews_user_idx" ON "horse_hotel_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "horse_hotels_state_city_idx" ON "horse_hotels" USING btree ("state","city");--> statement-breakpoint
CREATE INDEX "horse_hotels_lat_lng_idx" ON "horse_hotels" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "horse_hotels_owner_idx" ON "horse_hotels" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "trip_events_event_idx" ON "trip_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "trip_horse_hotels_hotel_idx" ON "trip_horse_hotels" USING btree ("horse_hotel_id");--> statement-breakpoint
CREATE INDEX "trip_services_provider_idx" ON "trip_services" USING btree ("service_provider_id");--> statement-breakpoint
CREATE INDEX "trips_user_idx" ON "trips" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "feed_items_created_idx" ON "feed_items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "feed_items_user_idx" ON "feed_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feed_items_arena_idx" ON "feed_items" USING btree ("arena_id");--> statement-breakpoint
CREATE INDEX "feed_items_event_idx" ON "feed_items" USING btree ("event_id");