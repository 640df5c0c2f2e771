-- The shipping documents' catalogue keys were renamed from poDocs.* to shippingDocs.* (one name per
-- area). A replayed push answers with the stored key, so stored refusals follow the rename.
UPDATE "mutation_log" SET "message_key" = 'shippingDocs' || substr("message_key", length('poDocs') + 1) WHERE "message_key" LIKE 'poDocs.%';
