CREATE TABLE "item_offers" (
	"item_id" integer NOT NULL,
	"offerer_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"for_item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_offers_item_id_for_item_id_pk" PRIMARY KEY("item_id","for_item_id")
);
--> statement-breakpoint
CREATE TABLE "item_reactions" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_owner_id" integer NOT NULL,
	"liked" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_reactions_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "match_items" (
	"match_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	CONSTRAINT "match_items_match_id_item_id_pk" PRIMARY KEY("match_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"user1_id" integer NOT NULL,
	"user2_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" integer,
	"ended_reason" text,
	"user1_acknowledged_at" timestamp with time zone,
	"user2_acknowledged_at" timestamp with time zone,
	CONSTRAINT "matches_type_check" CHECK ("matches"."type" in (1, 2, 3)),
	CONSTRAINT "matches_not_self" CHECK ("matches"."user1_id" <> "matches"."user2_id"),
	CONSTRAINT "matches_ended_reason_check" CHECK ("matches"."ended_reason" in ('unmatch', 'exchange'))
);
--> statement-breakpoint
ALTER TABLE "item_offers" ADD CONSTRAINT "item_offers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_offers" ADD CONSTRAINT "item_offers_offerer_id_users_id_fk" FOREIGN KEY ("offerer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_offers" ADD CONSTRAINT "item_offers_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_offers" ADD CONSTRAINT "item_offers_for_item_id_items_id_fk" FOREIGN KEY ("for_item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_reactions" ADD CONSTRAINT "item_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_reactions" ADD CONSTRAINT "item_reactions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_reactions" ADD CONSTRAINT "item_reactions_item_owner_id_users_id_fk" FOREIGN KEY ("item_owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_items" ADD CONSTRAINT "match_items_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_items" ADD CONSTRAINT "match_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_items" ADD CONSTRAINT "match_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user1_id_users_id_fk" FOREIGN KEY ("user1_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user2_id_users_id_fk" FOREIGN KEY ("user2_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_offers_pair_idx" ON "item_offers" USING btree ("offerer_id","recipient_id");--> statement-breakpoint
CREATE INDEX "item_offers_for_item_idx" ON "item_offers" USING btree ("for_item_id");--> statement-breakpoint
CREATE INDEX "item_reactions_likes_by_user_idx" ON "item_reactions" USING btree ("user_id","item_owner_id") WHERE "item_reactions"."liked";--> statement-breakpoint
CREATE INDEX "item_reactions_likes_of_owner_idx" ON "item_reactions" USING btree ("item_owner_id","user_id") WHERE "item_reactions"."liked";--> statement-breakpoint
CREATE INDEX "item_reactions_item_idx" ON "item_reactions" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "match_items_item_idx" ON "match_items" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_active_pair_key" ON "matches" USING btree (least("user1_id", "user2_id"),greatest("user1_id", "user2_id"),"type") WHERE "matches"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "matches_user1_idx" ON "matches" USING btree ("user1_id");--> statement-breakpoint
CREATE INDEX "matches_user2_idx" ON "matches" USING btree ("user2_id");--> statement-breakpoint
CREATE INDEX "items_category_feed_idx" ON "items" USING btree ("category_item_id","id") WHERE not "items"."pending_approval";--> statement-breakpoint
CREATE INDEX "items_charity_owner_idx" ON "items" USING btree ("owner_id","id") WHERE "items"."charity" and not "items"."pending_approval";