CREATE TABLE "media" (
	"name" text PRIMARY KEY NOT NULL,
	"body" bytea NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
