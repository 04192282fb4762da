ALTER TABLE "handovers" ADD COLUMN "reminded_evening_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "reminded_soon_at" timestamp with time zone;--> statement-breakpoint
-- The HandoverReminder switch is on by default: accounts saved before it existed get it on.
UPDATE "users" SET "notification_settings" = "notification_settings" || '{"HandoverReminder": true}'::jsonb WHERE NOT ("notification_settings" ? 'HandoverReminder');
