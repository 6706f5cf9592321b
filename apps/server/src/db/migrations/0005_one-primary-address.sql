-- Every person with addresses has exactly one primary address from now on: the first they added.
-- Addresses made before this rule were all saved as not primary, so a person whose book has no
-- primary address gets their oldest one made primary. The partial unique index
-- "addresses_one_primary_key" already allows at most one per person.
UPDATE "addresses" SET "is_primary" = true
WHERE "id" IN (
	SELECT DISTINCT ON ("user_id") "id"
	FROM "addresses" AS a
	WHERE NOT EXISTS (SELECT 1 FROM "addresses" AS p WHERE p."user_id" = a."user_id" AND p."is_primary")
	ORDER BY "user_id", "created_at", "id"
);
