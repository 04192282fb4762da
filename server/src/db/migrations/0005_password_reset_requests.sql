CREATE TABLE "password_reset_requests" (
	"login_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "password_reset_requests_expires_idx" ON "password_reset_requests" USING btree ("expires_at");