-- Why a line's print files could not be made from its design (objects the renderer could not draw):
-- shown to the shop and the customer beside the failed line.
ALTER TABLE "order_items" ADD COLUMN "production_failure" jsonb;