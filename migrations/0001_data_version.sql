CREATE TABLE "data_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "data_version_single_row" CHECK ("data_version"."id" = 1)
);
