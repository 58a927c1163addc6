/**
 * Decodes Stripe's form bodies (`line_items[0][price_data][currency]=cad`) into nested objects and
 * arrays, as Stripe's API reads them.
 */
export type FormTree = { [key: string]: FormNode };
export type FormNode = string | FormTree | FormNode[];

export function decodeForm(body: string): FormTree {
  const root: FormTree = {};
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawKey = decodeURIComponent((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '));
    const value = eq < 0 ? '' : decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' '));
    const path = rawKey.split(/\[|\]\[|\]/).filter((p, i) => i === 0 || p !== '');
    let node: FormTree | FormNode[] = root;
    for (let i = 0; i < path.length; i++) {
      const key = path[i];
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]);
      const slot = Array.isArray(node) ? Number(key) : key;
      const container = node as Record<string | number, FormNode>;
      if (last) container[slot] = value;
      else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as FormTree | FormNode[];
      }
    }
  }
  return root;
}
