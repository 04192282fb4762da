CREATE TABLE "item_changes" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"pint" smallint NOT NULL,
	"charity" boolean NOT NULL,
	"photo_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_photos" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "committed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "item_changes" ADD CONSTRAINT "item_changes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_pending_approval_idx" ON "items" USING btree ("id") WHERE "items"."pending_approval";--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_pint_check" CHECK ("items"."pint" between 0 and 2);