/**
 * The sticker library's starting set: 60 ready-made stickers in four looks — round badges (shapes and
 * curved text), art stickers (the demo AI generator's art in a frame), word stickers (outlined display
 * type) and quote cards — each with a category, tags and a size.
 */
import type { CatalogCategory } from '../../src/shared/catalog/catalog';
import { arcText, circle, designDocument, image, type Json, paragraph, rect, shape, text } from './kit';

/** One picture of the demo AI generator, stored by the seeder under `library/seed-art/<name>.png`. */
export interface SeedArt {
  name: string;
  prompt: string;
  index: number;
}

export interface SeedEntry {
  seedKey: string;
  name: string;
  description: string;
  category: CatalogCategory;
  tags: string[];
  document: Json;
}

export const ART_PIXELS = 768;
export const artSrc = (name: string) => `/api/files/raw/library/seed-art/${name}.png`;

interface Palette {
  base: string;
  ring: string;
  ink: string;
  light: string;
}

const P: Record<string, Palette> = {
  berry: { base: '#d6336c', ring: '#ffffff', ink: '#ffffff', light: '#ffdeeb' },
  ocean: { base: '#1971c2', ring: '#ffffff', ink: '#ffffff', light: '#d0ebff' },
  forest: { base: '#2b8a3e', ring: '#fff9db', ink: '#fff9db', light: '#d3f9d8' },
  sunset: { base: '#f76707', ring: '#fff4e6', ink: '#ffffff', light: '#ffe8cc' },
  grape: { base: '#7048e8', ring: '#ffffff', ink: '#ffffff', light: '#e5dbff' },
  ink: { base: '#212529', ring: '#ffd43b', ink: '#ffd43b', light: '#f1f3f5' },
  mint: { base: '#0ca678', ring: '#ffffff', ink: '#ffffff', light: '#c3fae8' },
  cherry: { base: '#c92a2a', ring: '#fff5f5', ink: '#fff5f5', light: '#ffe3e3' },
  sky: { base: '#1098ad', ring: '#ffffff', ink: '#ffffff', light: '#c5f6fa' },
  gold: { base: '#e67700', ring: '#fff3bf', ink: '#ffffff', light: '#fff3bf' },
};

interface BadgeSpec {
  key: string;
  name: string;
  category: CatalogCategory;
  tags: string[];
  top: string;
  bottom: string;
  palette: keyof typeof P;
  /** The middle: one of the editor's shapes, a word, or demo AI art. */
  centre: { shape: 'star' | 'heart' | 'polygon' | 'triangle' } | { word: string; font: string } | { art: string };
  font?: string;
}

/** A round badge: ring, inner disc, curved text over and under, something in the middle. 3 × 3 in. */
function badge(spec: BadgeSpec): SeedEntry {
  const p = P[spec.palette];
  const S = 900;
  const c = S / 2;
  const font = spec.font ?? 'Anton';
  const objects: Json[] = [circle(c, c, 440, p.base, { colour: p.ring, width: 14 }), circle(c, c, 300, p.light)];
  if ('shape' in spec.centre) objects.push(shape(spec.centre.shape, c, c, 330, p.base, { stroke: '#ffffff', strokeWidth: 10, paintFirst: 'stroke' }));
  else if ('word' in spec.centre) objects.push(text(spec.centre.word, c, c, { font: spec.centre.font, size: 150, fill: p.base }));
  else objects.push(image(artSrc(spec.centre.art), c, c, 540, ART_PIXELS, { clipCircle: true }));
  // The ring runs from 300 to 440 px from the centre: rim texts sit on it.
  objects.push(arcText(spec.top, c, c, 328, 'top', { font, size: 84, fill: p.ink, charSpacing: 80 }));
  objects.push(arcText(spec.bottom, c, c, 400, 'bottom', { font, size: 68, fill: p.ink, charSpacing: 80 }));
  return {
    seedKey: `sticker-${spec.key}`,
    name: spec.name,
    description: `A round ${spec.top.toLowerCase()} badge with curved lettering.`,
    category: spec.category,
    tags: ['badge', 'round', ...spec.tags],
    document: designDocument({ shape: 'circle', width: S, height: S, objects }),
  };
}

interface ArtSpec {
  key: string;
  name: string;
  category: CatalogCategory;
  tags: string[];
  art: string;
  label: string;
  palette: keyof typeof P;
  font?: string;
}

/** Demo-AI art in a white-rimmed circle with a ribbon label: a contour-cut sticker, 3 × 3.5 in. */
function artSticker(spec: ArtSpec): SeedEntry {
  const p = P[spec.palette];
  const W = 900;
  const H = 1050;
  const objects: Json[] = [
    circle(W / 2, 440, 420, '#ffffff', { colour: p.base, width: 16 }),
    image(artSrc(spec.art), W / 2, 440, 780, ART_PIXELS, { clipCircle: true }),
    rect(W / 2, 900, 760, 170, p.base, { radius: 40, stroke: { colour: '#ffffff', width: 14 } }),
    text(spec.label, W / 2, 900, { font: spec.font ?? 'Bangers', size: 110, fill: p.ink, charSpacing: 40 }),
  ];
  return {
    seedKey: `sticker-${spec.key}`,
    name: spec.name,
    description: `${spec.name}: AI-drawn art with a "${spec.label}" label.`,
    category: spec.category,
    tags: ['illustration', 'ai art', ...spec.tags],
    document: designDocument({ shape: 'contour', width: W, height: H, objects }),
  };
}

interface WordSpec {
  key: string;
  name: string;
  category: CatalogCategory;
  tags: string[];
  word: string;
  font: string;
  fill: string;
  accent: string;
}

/** A word sticker: big display type with a thick white outline and two stars. 4 × 2 in, contour cut. */
function wordSticker(spec: WordSpec): SeedEntry {
  const W = 1200;
  const H = 600;
  const objects: Json[] = [
    shape('star', 150, 150, 150, spec.accent, { stroke: '#ffffff', strokeWidth: 24, paintFirst: 'stroke', angle: -12 }),
    shape('star', 1060, 470, 120, spec.accent, { stroke: '#ffffff', strokeWidth: 24, paintFirst: 'stroke', angle: 14 }),
    text(spec.word, W / 2, H / 2, { font: spec.font, size: spec.word.length > 10 ? 150 : 200, fill: spec.fill, outline: { width: 22 }, shadow: true }),
  ];
  return {
    seedKey: `sticker-${spec.key}`,
    name: spec.name,
    description: `"${spec.word}" in bold outlined lettering.`,
    category: spec.category,
    tags: ['lettering', 'word', ...spec.tags],
    document: designDocument({ shape: 'contour', width: W, height: H, objects }),
  };
}

interface QuoteSpec {
  key: string;
  name: string;
  category: CatalogCategory;
  tags: string[];
  quote: string;
  by: string;
  palette: keyof typeof P;
  font: string;
}

/** A quote card: rounded panel, the quote set in a script or serif face, a small byline. 3 × 4 in. */
function quoteCard(spec: QuoteSpec): SeedEntry {
  const p = P[spec.palette];
  const W = 900;
  const H = 1200;
  const objects: Json[] = [
    rect(W / 2, H / 2, W - 20, H - 20, p.light, { radius: 90, stroke: { colour: p.base, width: 20 } }),
    text('“', W / 2, 210, { font: 'Lobster', size: 260, fill: p.base }),
    paragraph(spec.quote, W / 2, 600, 700, { font: spec.font, size: 96, fill: '#212529', lineHeight: 1.15 }),
    shape('line', W / 2, 930, 220, p.base),
    text(spec.by, W / 2, 1010, { font: 'Roboto', size: 48, fill: p.base, weight: 700, charSpacing: 200 }),
  ];
  return {
    seedKey: `sticker-${spec.key}`,
    name: spec.name,
    description: `A quote card: "${spec.quote}"`,
    category: spec.category,
    tags: ['quote', 'card', ...spec.tags],
    document: designDocument({ shape: 'rounded-rectangle', width: W, height: H, objects }),
  };
}

/** The demo generator's art the stickers use (prompt and image index: the same picture every time). */
export const SEED_ART: SeedArt[] = [
  { name: 'cat-orange', prompt: 'a happy orange cat', index: 0 },
  { name: 'cat-grey', prompt: 'a sleepy grey cat', index: 1 },
  { name: 'dog-brown', prompt: 'a friendly brown dog', index: 0 },
  { name: 'dog-gold', prompt: 'a golden dog puppy', index: 2 },
  { name: 'bear-honey', prompt: 'a cute brown bear', index: 0 },
  { name: 'ghost-mint', prompt: 'a mint green ghost', index: 0 },
  { name: 'sun-yellow', prompt: 'a smiling yellow sun', index: 0 },
  { name: 'flower-pink', prompt: 'a pink flower', index: 0 },
  { name: 'cloud-sky', prompt: 'a sky blue cloud', index: 0 },
  { name: 'heart-red', prompt: 'a red heart', index: 0 },
  { name: 'star-gold', prompt: 'a golden star', index: 0 },
  { name: 'bolt-purple', prompt: 'a purple lightning bolt', index: 0 },
  { name: 'drop-teal', prompt: 'a teal water drop', index: 0 },
  { name: 'blob-lime', prompt: 'a lime green blob monster', index: 0 },
];

export function stickerEntries(): SeedEntry[] {
  const badges: BadgeSpec[] = [
    { key: 'birthday-star', name: 'Birthday Star Badge', category: 'birthday', tags: ['party', 'star'], top: 'HAPPY BIRTHDAY', bottom: 'MAKE A WISH', palette: 'berry', centre: { shape: 'star' } },
    { key: 'birthday-crew', name: 'Birthday Crew', category: 'birthday', tags: ['party', 'crew'], top: 'BIRTHDAY CREW', bottom: 'PARTY TIME', palette: 'grape', centre: { art: 'bear-honey' } },
    { key: 'pet-love', name: 'Pet Love Badge', category: 'pets', tags: ['heart', 'love'], top: 'PET LOVER', bottom: 'ALWAYS', palette: 'cherry', centre: { shape: 'heart' } },
    { key: 'cat-club', name: 'Cat Club Badge', category: 'pets', tags: ['cat', 'club'], top: 'CAT CLUB', bottom: 'MEMBER', palette: 'sunset', centre: { art: 'cat-orange' } },
    { key: 'dog-club', name: 'Dog Club Badge', category: 'pets', tags: ['dog', 'club'], top: 'GOOD DOG CLUB', bottom: 'WOOF', palette: 'ocean', centre: { art: 'dog-brown' } },
    { key: 'fresh-local', name: 'Fresh & Local', category: 'business', tags: ['shop', 'label'], top: 'FRESH & LOCAL', bottom: 'SINCE 2024', palette: 'forest', centre: { word: 'F&L', font: 'Lobster' } },
    { key: 'handmade', name: 'Handmade With Love', category: 'business', tags: ['shop', 'handmade'], top: 'HANDMADE', bottom: 'WITH LOVE', palette: 'berry', centre: { shape: 'heart' } },
    { key: 'thank-you', name: 'Thank You Seal', category: 'business', tags: ['packaging', 'thanks'], top: 'THANK YOU', bottom: 'FOR SHOPPING', palette: 'ink', centre: { shape: 'star' } },
    { key: 'quality', name: 'Quality Seal', category: 'business', tags: ['seal', 'approved'], top: 'PREMIUM QUALITY', bottom: 'GUARANTEED', palette: 'gold', centre: { shape: 'polygon' } },
    { key: 'snow-day', name: 'Snow Day', category: 'seasonal', tags: ['winter', 'snow'], top: 'SNOW DAY', bottom: 'STAY COZY', palette: 'sky', centre: { art: 'cloud-sky' } },
    { key: 'spooky', name: 'Spooky Season', category: 'seasonal', tags: ['halloween', 'ghost'], top: 'SPOOKY SEASON', bottom: 'BOO', palette: 'ink', centre: { art: 'ghost-mint' } },
    { key: 'summer', name: 'Summer Vibes Badge', category: 'seasonal', tags: ['summer', 'sun'], top: 'SUMMER VIBES', bottom: 'SUNNY DAYS', palette: 'sunset', centre: { art: 'sun-yellow' } },
    { key: 'adventure', name: 'Adventure Awaits', category: 'travel', tags: ['adventure', 'outdoors'], top: 'ADVENTURE', bottom: 'AWAITS', palette: 'forest', centre: { shape: 'triangle' } },
    { key: 'road-trip', name: 'Road Trip Club', category: 'travel', tags: ['road trip', 'car'], top: 'ROAD TRIP', bottom: 'CLUB', palette: 'ocean', centre: { word: 'RT', font: 'Bangers' } },
    { key: 'wanderlust', name: 'Wanderlust', category: 'travel', tags: ['explore'], top: 'WANDERLUST', bottom: 'EXPLORE MORE', palette: 'mint', centre: { shape: 'star' } },
    { key: 'team-spirit', name: 'Team Spirit', category: 'sports', tags: ['team', 'fans'], top: 'TEAM SPIRIT', bottom: 'GO TEAM', palette: 'cherry', centre: { shape: 'star' } },
    { key: 'runner', name: 'Run Club', category: 'sports', tags: ['running', 'club'], top: 'RUN CLUB', bottom: 'EVERY SUNDAY', palette: 'sky', centre: { art: 'bolt-purple' } },
    { key: 'champion', name: 'Champion', category: 'sports', tags: ['winner', 'trophy'], top: 'CHAMPION', bottom: 'NO. 1', palette: 'gold', centre: { word: '1', font: 'Anton' } },
    { key: 'coffee', name: 'Coffee First', category: 'food', tags: ['coffee', 'cafe'], top: 'COFFEE FIRST', bottom: 'THEN THE WORLD', palette: 'ink', centre: { word: 'CAFÉ', font: 'Lobster' } },
    { key: 'plant-parent', name: 'Plant Parent', category: 'nature', tags: ['plants', 'green'], top: 'PLANT PARENT', bottom: 'GROW WILD', palette: 'forest', centre: { art: 'flower-pink' } },
  ];
  const arts: ArtSpec[] = [
    { key: 'art-cat-hello', name: 'Happy Hello Cat', category: 'pets', tags: ['cat', 'cute'], art: 'cat-orange', label: 'HELLO!', palette: 'sunset' },
    { key: 'art-cat-nap', name: 'Nap Queen Cat', category: 'pets', tags: ['cat', 'sleep'], art: 'cat-grey', label: 'NAP QUEEN', palette: 'grape' },
    { key: 'art-dog-best', name: 'Best Boy Dog', category: 'pets', tags: ['dog', 'good boy'], art: 'dog-brown', label: 'BEST BOY', palette: 'ocean' },
    { key: 'art-dog-puppy', name: 'Puppy Love', category: 'pets', tags: ['dog', 'puppy'], art: 'dog-gold', label: 'PUPPY LOVE', palette: 'berry' },
    { key: 'art-bear-hug', name: 'Bear Hugs', category: 'birthday', tags: ['bear', 'hug'], art: 'bear-honey', label: 'BEAR HUGS', palette: 'gold' },
    { key: 'art-ghost-boo', name: 'Little Boo', category: 'seasonal', tags: ['halloween', 'ghost'], art: 'ghost-mint', label: 'BOO!', palette: 'ink' },
    { key: 'art-sun-shine', name: 'Sunshine', category: 'seasonal', tags: ['summer', 'sun'], art: 'sun-yellow', label: 'SUNSHINE', palette: 'sunset' },
    { key: 'art-flower-bloom', name: 'Bloom', category: 'nature', tags: ['flower', 'spring'], art: 'flower-pink', label: 'BLOOM', palette: 'berry' },
    { key: 'art-cloud-dream', name: 'Daydreamer', category: 'nature', tags: ['cloud', 'dream'], art: 'cloud-sky', label: 'DAYDREAM', palette: 'sky' },
    { key: 'art-heart-love', name: 'Lots of Love', category: 'birthday', tags: ['heart', 'love'], art: 'heart-red', label: 'LOVE YOU', palette: 'cherry' },
    { key: 'art-star-shine', name: 'Shine Bright', category: 'quotes', tags: ['star', 'shine'], art: 'star-gold', label: 'SHINE', palette: 'gold' },
    { key: 'art-bolt-power', name: 'Power Up', category: 'sports', tags: ['energy', 'bolt'], art: 'bolt-purple', label: 'POWER UP', palette: 'grape' },
    { key: 'art-drop-hydrate', name: 'Stay Hydrated', category: 'sports', tags: ['water', 'health'], art: 'drop-teal', label: 'HYDRATE', palette: 'mint' },
    { key: 'art-blob-weird', name: 'Stay Weird', category: 'quotes', tags: ['monster', 'fun'], art: 'blob-lime', label: 'STAY WEIRD', palette: 'forest' },
  ];
  const words: WordSpec[] = [
    { key: 'word-party', name: 'Party Time', category: 'birthday', tags: ['party'], word: 'PARTY TIME', font: 'Bangers', fill: '#d6336c', accent: '#fcc419' },
    { key: 'word-bday', name: 'B-Day Girl', category: 'birthday', tags: ['girl', 'party'], word: 'B-Day Girl', font: 'Pacifico', fill: '#ae3ec9', accent: '#ff8787' },
    { key: 'word-bday-boy', name: 'B-Day Boy', category: 'birthday', tags: ['boy', 'party'], word: 'B-Day Boy', font: 'Pacifico', fill: '#1c7ed6', accent: '#ffd43b' },
    { key: 'word-woof', name: 'Woof!', category: 'pets', tags: ['dog'], word: 'WOOF!', font: 'Bangers', fill: '#e8590c', accent: '#339af0' },
    { key: 'word-meow', name: 'Meow', category: 'pets', tags: ['cat'], word: 'Meow', font: 'Lobster', fill: '#7048e8', accent: '#f783ac' },
    { key: 'word-open', name: 'We Are Open', category: 'business', tags: ['shop', 'sign'], word: 'WE ARE OPEN', font: 'Anton', fill: '#2b8a3e', accent: '#fab005' },
    { key: 'word-sale', name: 'Sale!', category: 'business', tags: ['shop', 'sale'], word: 'SALE!', font: 'Anton', fill: '#e03131', accent: '#ffd43b' },
    { key: 'word-vibes', name: 'Good Vibes', category: 'quotes', tags: ['positive'], word: 'Good Vibes', font: 'Pacifico', fill: '#f76707', accent: '#20c997' },
    { key: 'word-hello', name: 'Hello', category: 'quotes', tags: ['greeting'], word: 'hello', font: 'Lobster', fill: '#1098ad', accent: '#ff922b' },
    { key: 'word-xmas', name: 'Merry & Bright', category: 'seasonal', tags: ['christmas', 'winter'], word: 'Merry & Bright', font: 'Lobster', fill: '#c92a2a', accent: '#2f9e44' },
    { key: 'word-spring', name: 'Hello Spring', category: 'seasonal', tags: ['spring'], word: 'Hello Spring', font: 'Pacifico', fill: '#2f9e44', accent: '#f783ac' },
    { key: 'word-aloha', name: 'Aloha', category: 'travel', tags: ['beach', 'holiday'], word: 'Aloha', font: 'Pacifico', fill: '#0c8599', accent: '#ff922b' },
    { key: 'word-gametime', name: 'Game Time', category: 'sports', tags: ['game'], word: 'GAME TIME', font: 'Bangers', fill: '#364fc7', accent: '#fa5252' },
    { key: 'word-yum', name: 'Yum!', category: 'food', tags: ['food', 'tasty'], word: 'YUM!', font: 'Bangers', fill: '#f08c00', accent: '#e64980' },
    { key: 'word-taco', name: 'Taco Tuesday', category: 'food', tags: ['taco'], word: 'Taco Tuesday', font: 'Permanent Marker', fill: '#e8590c', accent: '#40c057' },
    { key: 'word-wild', name: 'Stay Wild', category: 'nature', tags: ['outdoors'], word: 'Stay Wild', font: 'Permanent Marker', fill: '#2b8a3e', accent: '#fab005' },
  ];
  const quotes: QuoteSpec[] = [
    { key: 'quote-kind', name: 'Be Kind', category: 'quotes', tags: ['kindness'], quote: 'In a world where you can be anything, be kind.', by: 'BE KIND', palette: 'mint', font: 'Lora' },
    { key: 'quote-dream', name: 'Dream Big', category: 'quotes', tags: ['dreams'], quote: 'Dream big, start small, act now.', by: 'DAILY REMINDER', palette: 'grape', font: 'Pacifico' },
    { key: 'quote-coffee', name: 'But First, Coffee', category: 'food', tags: ['coffee'], quote: 'But first, coffee.', by: 'MORNING RULE', palette: 'gold', font: 'Lobster' },
    { key: 'quote-bake', name: 'Life Is Sweet', category: 'food', tags: ['baking', 'cake'], quote: 'Life is short. Eat the cake.', by: 'BAKERY WISDOM', palette: 'berry', font: 'Pacifico' },
    { key: 'quote-travel', name: 'Not All Who Wander', category: 'travel', tags: ['explore'], quote: 'Not all those who wander are lost.', by: 'J.R.R. TOLKIEN', palette: 'ocean', font: 'Libre Baskerville' },
    { key: 'quote-mountains', name: 'The Mountains Are Calling', category: 'travel', tags: ['mountains', 'hiking'], quote: 'The mountains are calling and I must go.', by: 'JOHN MUIR', palette: 'forest', font: 'Lora' },
    { key: 'quote-bloom', name: 'Bloom Where Planted', category: 'nature', tags: ['flowers', 'growth'], quote: 'Bloom where you are planted.', by: 'GARDEN NOTES', palette: 'berry', font: 'Lobster' },
    { key: 'quote-earth', name: 'Love Your Planet', category: 'nature', tags: ['earth', 'eco'], quote: 'There is no planet B. Love this one.', by: 'EARTH DAY', palette: 'forest', font: 'Roboto' },
    { key: 'quote-practice', name: 'Practice Makes Progress', category: 'sports', tags: ['training'], quote: 'Practice makes progress.', by: 'COACH SAYS', palette: 'cherry', font: 'Anton' },
    { key: 'quote-pets', name: 'Home Is Where the Dog Is', category: 'pets', tags: ['dog', 'home'], quote: 'Home is where the dog is.', by: 'WOOF WISDOM', palette: 'sunset', font: 'Pacifico' },
  ];
  return [...badges.map(badge), ...arts.map(artSticker), ...words.map(wordSticker), ...quotes.map(quoteCard)];
}
