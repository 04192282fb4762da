CREATE TABLE "districts" (
	"id" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"town" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "items_category_feed_idx";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_radius" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "friends_plus_nearby" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "districts_position_idx" ON "districts" USING btree ("latitude","longitude","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_district_districts_id_fk" FOREIGN KEY ("district") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_district_feed_idx" ON "items" USING btree ("district","category_item_id","id") WHERE "items"."district" is not null and not "items"."pending_approval" and "items"."exchanged_at" is null and "items"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_search_radius_check" CHECK (search_radius in (0, 1, 3, 5, 10, 25));--> statement-breakpoint
ANALYZE "items";--> statement-breakpoint
ANALYZE "users";