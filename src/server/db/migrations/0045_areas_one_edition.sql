-- Areas seeded before the seed left them out: the statistical placeholder 市辖区 under a city and
-- Hangzhou's districts revoked in 2021 (下城区, 江干区). Disabled, not deleted: an address stored
-- with their codes still reads by name, and pickers no longer offer them. Only rows as seeded
-- (code as id, name unchanged) are touched.
UPDATE "areas" SET "enabled" = false
WHERE "id" = "en_code"
  AND (("level" = 3 AND "full_name" = '市辖区')
    OR ("id" = '330103' AND "full_name" = '下城区')
    OR ("id" = '330104' AND "full_name" = '江干区'));
