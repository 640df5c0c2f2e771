-- The User Groups page has landed: its menu, seeded hidden until then, is shown (the platform's own pages stay shown).
UPDATE "modules" SET "hidden" = false WHERE "en_code" = 'userGroup';
