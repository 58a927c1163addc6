-- Order lines store the sticker as the sticker vocabulary spells it (src/shared/sticker, decision 73):
-- the price table's product ids, and shape, material and finish always present (an order the shop
-- entered by hand could leave them out; the shop's defaults are what its reprice quoted them as).
-- Cart lines (cart_items.options) were always written with these ids: nothing to change there.
UPDATE "order_items"
SET "options" = "options" || jsonb_build_object(
  'product', CASE "options"->>'product' WHEN 'sheet' THEN 'sticker-sheet' WHEN 'decal' THEN 'vinyl-decal' WHEN 'library' THEN 'library-item' ELSE "options"->>'product' END,
  'shape', COALESCE("options"->>'shape', 'contour'),
  'material', COALESCE("options"->>'material', 'white-vinyl'),
  'finish', COALESCE("options"->>'finish', 'gloss')
)
WHERE "options"->>'product' IN ('sheet', 'decal', 'library') OR NOT ("options" ?& ARRAY['shape', 'material', 'finish']);
--> statement-breakpoint
-- A decal's colour was its swatch (#rrggbb); it is now the vinyl's id. Lines from the checkout hold one
-- of these swatches exactly; a colour an admin typed by hand becomes the nearest vinyl the shop stocks
-- (what the cutter would have been loaded with). The swatches as they were when this ran.
UPDATE "order_items"
SET "options" = jsonb_set("options", '{vinylColour}', to_jsonb((
  SELECT "vinyl"."id"
  FROM (VALUES
    ('white', 'ffffff'), ('black', '1a1a1a'), ('red', 'c8102e'), ('blue', '0033a0'),
    ('green', '00843d'), ('yellow', 'ffcd00'), ('gold', 'b8963e'), ('silver', 'a7a8aa')
  ) AS "vinyl"("id", "hex"),
  LATERAL (SELECT lower(substr("options"->>'vinylColour', 2)) AS "old") AS "line"
  ORDER BY
    power(('x' || substr("vinyl"."hex", 1, 2))::bit(8)::int - ('x' || substr("line"."old", 1, 2))::bit(8)::int, 2)
    + power(('x' || substr("vinyl"."hex", 3, 2))::bit(8)::int - ('x' || substr("line"."old", 3, 2))::bit(8)::int, 2)
    + power(('x' || substr("vinyl"."hex", 5, 2))::bit(8)::int - ('x' || substr("line"."old", 5, 2))::bit(8)::int, 2)
  LIMIT 1
)))
WHERE "options"->>'vinylColour' ~ '^#[0-9a-fA-F]{6}$';
