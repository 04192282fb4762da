CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"from_id" integer NOT NULL,
	"about_id" integer NOT NULL,
	"positive" boolean NOT NULL,
	"reason" text,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	"review" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "feedback_reason_check" CHECK ("feedback"."positive" = ("feedback"."reason" is null) and "feedback"."positive" = ("feedback"."review" is null)),
	CONSTRAINT "feedback_review_check" CHECK ("feedback"."review" in ('pending', 'upheld', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "handover_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"handover_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"about_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "handover_outcomes_outcome_check" CHECK ("handover_outcomes"."outcome" in ('happened', 'no-show', 'rearranged')),
	CONSTRAINT "handover_outcomes_review_check" CHECK (("handover_outcomes"."outcome" = 'no-show') = ("handover_outcomes"."review" is not null) and "handover_outcomes"."review" in ('pending', 'upheld', 'dropped', 'disputed'))
);
--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "dispute_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "dispute_closed_by" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "feedback_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_about_id_users_id_fk" FOREIGN KEY ("about_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_outcomes" ADD CONSTRAINT "handover_outcomes_handover_id_handovers_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."handovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_outcomes" ADD CONSTRAINT "handover_outcomes_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_outcomes" ADD CONSTRAINT "handover_outcomes_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_outcomes" ADD CONSTRAINT "handover_outcomes_about_id_users_id_fk" FOREIGN KEY ("about_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_outcomes" ADD CONSTRAINT "handover_outcomes_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_from_key" ON "feedback" USING btree ("match_id","from_id");--> statement-breakpoint
CREATE INDEX "feedback_about_idx" ON "feedback" USING btree ("about_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_pending_idx" ON "feedback" USING btree ("id") WHERE "feedback"."review" = 'pending';--> statement-breakpoint
CREATE INDEX "feedback_unrevealed_idx" ON "feedback" USING btree ("match_id") WHERE "feedback"."revealed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "handover_outcomes_member_key" ON "handover_outcomes" USING btree ("handover_id","member_id");--> statement-breakpoint
CREATE INDEX "handover_outcomes_no_show_idx" ON "handover_outcomes" USING btree ("about_id","created_at") WHERE "handover_outcomes"."review" = 'upheld';--> statement-breakpoint
CREATE INDEX "handover_outcomes_pending_idx" ON "handover_outcomes" USING btree ("id") WHERE "handover_outcomes"."review" = 'pending';--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_dispute_closed_by_users_id_fk" FOREIGN KEY ("dispute_closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handovers_disputed_idx" ON "handovers" USING btree ("id") WHERE "handovers"."disputed_at" is not null and "handovers"."dispute_closed_at" is null;--> statement-breakpoint
CREATE INDEX "matches_exchanged_user1_idx" ON "matches" USING btree ("user1_id","ended_at") WHERE "matches"."ended_reason" = 'exchange';--> statement-breakpoint
CREATE INDEX "matches_exchanged_user2_idx" ON "matches" USING btree ("user2_id","ended_at") WHERE "matches"."ended_reason" = 'exchange';