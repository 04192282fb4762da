CREATE TABLE "handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"proposed_by" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"note" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	CONSTRAINT "handovers_status_check" CHECK ("handovers"."status" in ('proposed', 'accepted', 'declined', 'cancelled', 'replaced'))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "handover_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "handover_action" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "handover_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "handover_place" text;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handovers_open_key" ON "handovers" USING btree ("match_id") WHERE "handovers"."status" in ('proposed', 'accepted');--> statement-breakpoint
CREATE INDEX "handovers_match_idx" ON "handovers" USING btree ("match_id","id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_handover_id_handovers_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."handovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_handover_check" CHECK (("messages"."handover_id" is null) = ("messages"."handover_action" is null) and ("messages"."handover_id" is null) = ("messages"."handover_at" is null) and ("messages"."handover_id" is null) = ("messages"."handover_place" is null));