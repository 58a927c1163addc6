/** The sticker sizes the request form offers (inches, as the shop prices them), and "custom". */
export const CUSTOM_ORDER_SIZES = ['2 × 2 in', '3 × 3 in', '4 × 4 in', '5 × 5 in', 'custom'] as const;
export const CUSTOM_ORDER_QUANTITIES = [10, 25, 50, 100, 250, 500, 1000] as const;
