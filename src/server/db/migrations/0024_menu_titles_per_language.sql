-- A menu's title in each language, so menu and tab titles follow the screen's language.
-- The demo seed fills the built-in menus' titles where none are set (`npm run seed` on an existing database).
ALTER TABLE "modules" ADD COLUMN "full_name_i18n" jsonb;
