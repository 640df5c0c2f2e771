-- A menu's title in each language (issue 16: menu and tab titles stayed English in Chinese screens).
-- The demo seed fills the built-in menus' titles where none are set (`npm run seed` on an existing database).
ALTER TABLE "modules" ADD COLUMN "full_name_i18n" jsonb;
