-- The print-anyway acknowledgement: a cart line keeps the worst DPI its proof measured and the lowest DPI
-- the shopper accepted; an order line keeps what was accepted, for the shop to see.
ALTER TABLE "cart_items" ADD COLUMN "print_dpi" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "low_resolution_accepted_dpi" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "low_resolution_accepted_dpi" integer;