import type { StickerOptions } from '../sticker';
import { needsEqualSides } from '../sticker/shapes';
import type { PriceTable } from './price-table';

/**
 * Options made valid for their product after a change (the picker, the cart): a shape, material or
 * finish the product does not offer becomes its first one, a decal gets a colour (others lose it),
 * the quantity is raised to the product's minimum, and a circle or square gets equal sides (the
 * width). Unknown products are left as they are for `quote` to refuse.
 */
export function fitOptionsToProduct(options: StickerOptions, table: PriceTable): StickerOptions {
  const rule = Object.hasOwn(table.products, options.product) ? table.products[options.product] : undefined;
  if (!rule) return options;
  const fitted: StickerOptions = {
    ...options,
    shape: rule.shapes.includes(options.shape) ? options.shape : rule.shapes[0],
    material: rule.materials.includes(options.material) ? options.material : rule.materials[0],
    finish: rule.finishes.includes(options.finish) ? options.finish : rule.finishes[0],
    quantity: Math.max(options.quantity, rule.minQuantity),
  };
  if (rule.needsVinylColour) fitted.vinylColour = options.vinylColour ?? 'black';
  else delete fitted.vinylColour;
  if (needsEqualSides(fitted.shape)) fitted.heightIn = fitted.widthIn;
  return fitted;
}
