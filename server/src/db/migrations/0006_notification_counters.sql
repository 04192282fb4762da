ALTER TABLE "notifications" ADD COLUMN "matches_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "messages_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "friends_seen_at" timestamp with time zone;--> statement-breakpoint
-- Until now the bell read every counter at once: what it read stays seen everywhere.
UPDATE "notifications" SET "matches_seen_at" = "read_at", "messages_seen_at" = "read_at", "friends_seen_at" = "read_at" WHERE "read_at" IS NOT NULL;
