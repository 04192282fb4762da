CREATE TABLE "commitment_items" (
	"commitment_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	CONSTRAINT "commitment_items_commitment_id_item_id_pk" PRIMARY KEY("commitment_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "commitments" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"ttl_hours" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_reason" text,
	"reminded_at" timestamp with time zone,
	"expiry_told_at" timestamp with time zone,
	CONSTRAINT "commitments_status_check" CHECK ("commitments"."status" in (1, 2)),
	CONSTRAINT "commitments_ttl_check" CHECK ("commitments"."ttl_hours" between 1 and 24),
	CONSTRAINT "commitments_ended_reason_check" CHECK ("commitments"."ended_reason" in ('rejected', 'recalled', 'cleared', 'lapsed', 'unmatch', 'exchange'))
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "held_by" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commitment_items" ADD CONSTRAINT "commitment_items_commitment_id_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."commitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_items" ADD CONSTRAINT "commitment_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_items" ADD CONSTRAINT "commitment_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commitment_items_item_idx" ON "commitment_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "commitments_match_idx" ON "commitments" USING btree ("match_id","id");--> statement-breakpoint
CREATE INDEX "commitments_accepted_open_idx" ON "commitments" USING btree ("expires_at") WHERE "commitments"."status" = 2 and "commitments"."expiry_told_at" is null;