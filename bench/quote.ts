/** The shared quote function alone (issue 16, goal < 100 µs); the checkout bench reuses bench/lib/checkout-quote.ts. */
import { measureQuote } from './lib/checkout-quote';

export const description = 'the pure price quote (µs per line; goal < 100)';

export default async function run(): Promise<void> {
  const f = measureQuote();
  const us = (v: number) => v.toFixed(2);
  console.log(`quotes timed: ${f.quotes}`);
  console.log(`quote: quote_us=${us(f.quoteUs)} quote_p99_us=${us(f.quoteP99Us)} parse_and_quote_us=${us(f.parseAndQuoteUs)}`);
}
