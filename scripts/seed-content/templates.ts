/**
 * The template gallery's starting set: 30 layouts meant to be edited — logo badges, name labels,
 * invitations, pet portraits, quote squares and seasonal tags — with placeholder text to replace.
 */
import type { CatalogCategory } from '../../src/shared/catalog/catalog';
import { arcText, circle, curved, designDocument, image, type Json, paragraph, rect, shape, text } from './kit';
import { ART_PIXELS, artSrc, type SeedEntry } from './stickers';

interface Look {
  base: string;
  accent: string;
  paper: string;
  ink: string;
  font: string;
}

const entry = (key: string, name: string, category: CatalogCategory, tags: string[], description: string, document: Json): SeedEntry => ({
  seedKey: `template-${key}`,
  name,
  description,
  category,
  tags: ['template', ...tags],
  document,
});

/** A circular logo: ring, brand name on the arc, tagline under it, initials and two stars. 5 × 5 in. */
function circleLogo(key: string, name: string, category: CatalogCategory, tags: string[], brand: string, tagline: string, initials: string, look: Look): SeedEntry {
  const S = 1500;
  const c = S / 2;
  return entry(
    key,
    name,
    category,
    ['logo', 'badge', ...tags],
    'A round logo badge: replace the name, tagline and initials with your own.',
    designDocument({
      shape: 'circle',
      width: S,
      height: S,
      objects: [
        circle(c, c, 735, look.base),
        circle(c, c, 620, look.paper, { colour: look.accent, width: 12 }),
        // The ring runs from 620 to 735 px from the centre.
        arcText(brand, c, c, 642, 'top', { font: look.font, size: 86, fill: look.paper, charSpacing: 120 }),
        arcText(tagline, c, c, 700, 'bottom', { font: 'Roboto', size: 62, fill: look.paper, weight: 700, charSpacing: 220 }),
        text(initials, c, c - 20, { font: look.font, size: 360, fill: look.base }),
        shape('star', 220, c, 90, look.accent),
        shape('star', S - 220, c, 90, look.accent),
        shape('line', c, 980, 380, look.accent),
      ],
    }),
  );
}

/** A name label: rounded panel with a big name and a small line. 4 × 2 in. */
function nameLabel(key: string, name: string, category: CatalogCategory, tags: string[], title: string, line: string, look: Look): SeedEntry {
  const W = 1200;
  const H = 600;
  return entry(
    key,
    name,
    category,
    ['label', ...tags],
    'A rectangular label with room for a name and a short line.',
    designDocument({
      shape: 'rounded-rectangle',
      width: W,
      height: H,
      objects: [
        rect(W / 2, H / 2, W - 16, H - 16, look.paper, { radius: 80, stroke: { colour: look.base, width: 16 } }),
        rect(W / 2, H / 2, W - 90, H - 90, 'rgba(0,0,0,0)', { radius: 56, stroke: { colour: look.accent, width: 6 } }),
        text(title, W / 2, 250, { font: look.font, size: 150, fill: look.base }),
        text(line, W / 2, 420, { font: 'Roboto', size: 54, fill: look.ink, weight: 700, charSpacing: 160 }),
        shape('heart', 150, 120, 70, look.accent),
        shape('star', 1050, 480, 70, look.accent),
      ],
    }),
  );
}

/** An invitation sticker: headline, name, details, confetti. 4 × 5 in. */
function invitation(key: string, name: string, category: CatalogCategory, tags: string[], headline: string, who: string, details: string, look: Look): SeedEntry {
  const W = 1200;
  const H = 1500;
  const confetti: Json[] = [
    circle(160, 170, 36, look.accent),
    circle(1040, 230, 28, look.base),
    shape('triangle', 1010, 1320, 80, look.accent, { angle: 20 }),
    shape('star', 190, 1290, 90, look.base, { angle: -10 }),
    circle(1080, 760, 22, look.accent),
    circle(120, 720, 26, look.base),
  ];
  return entry(
    key,
    name,
    category,
    ['invitation', 'party', ...tags],
    'An invitation sticker: change the headline, the name and the details.',
    designDocument({
      shape: 'rectangle',
      width: W,
      height: H,
      objects: [
        rect(W / 2, H / 2, W, H, look.paper),
        ...confetti,
        arcText(headline, W / 2, 1060, 700, 'top', { font: look.font, size: 110, fill: look.base }),
        text(who, W / 2, 690, { font: 'Pacifico', size: 170, fill: look.ink }),
        paragraph(details, W / 2, 1010, 880, { font: 'Roboto', size: 66, fill: look.ink, lineHeight: 1.3 }),
      ],
    }),
  );
}

/** A portrait sticker: demo AI art, a name on the arc, a tag below. 4 × 4 in, contour cut. */
function portrait(key: string, name: string, category: CatalogCategory, tags: string[], art: string, title: string, tag: string, look: Look): SeedEntry {
  const S = 1200;
  const c = S / 2;
  return entry(
    key,
    name,
    category,
    ['portrait', 'ai art', ...tags],
    'Generated art with a curved name: swap the art for your own photo or a new AI image.',
    designDocument({
      shape: 'contour',
      width: S,
      height: S,
      objects: [
        circle(c, 620, 400, look.paper, { colour: look.base, width: 22 }),
        image(artSrc(art), c, 620, 740, ART_PIXELS, { clipCircle: true }),
        arcText(title, c, 620, 430, 'top', { font: look.font, size: 110, fill: look.base, outline: { width: 14 } }),
        rect(c, 1060, 520, 130, look.base, { radius: 65, stroke: { colour: '#ffffff', width: 12 } }),
        text(tag, c, 1060, { font: 'Roboto', size: 64, fill: '#ffffff', weight: 700, charSpacing: 160 }),
      ],
    }),
  );
}

/** A quote square: the quote in a display face between two rules. 4 × 4 in. */
function quoteSquare(key: string, name: string, category: CatalogCategory, tags: string[], quote: string, by: string, look: Look): SeedEntry {
  const S = 1200;
  const c = S / 2;
  return entry(
    key,
    name,
    category,
    ['quote', ...tags],
    'A square quote sticker: write your own words.',
    designDocument({
      shape: 'rectangle',
      width: S,
      height: S,
      objects: [
        rect(c, c, S, S, look.base),
        rect(c, c, S - 120, S - 120, 'rgba(0,0,0,0)', { stroke: { colour: look.accent, width: 10 } }),
        shape('line', c, 260, 300, look.accent),
        paragraph(quote, c, c, 900, { font: look.font, size: 120, fill: look.paper, lineHeight: 1.1 }),
        shape('line', c, 940, 300, look.accent),
        text(by, c, 1020, { font: 'Roboto', size: 48, fill: look.accent, weight: 700, charSpacing: 240 }),
      ],
    }),
  );
}

/** A round seasonal tag: greeting on the arc, a shape, a year. 3 × 3 in. */
function seasonalTag(key: string, name: string, category: CatalogCategory, tags: string[], greeting: string, sub: string, centre: 'star' | 'heart' | 'polygon' | 'triangle', look: Look): SeedEntry {
  const S = 900;
  const c = S / 2;
  return entry(
    key,
    name,
    category,
    ['tag', 'gift', ...tags],
    'A round gift tag: change the greeting and the line below.',
    designDocument({
      shape: 'circle',
      width: S,
      height: S,
      objects: [
        circle(c, c, 445, look.base),
        circle(c, c, 400, 'rgba(0,0,0,0)', { colour: look.paper, width: 6 }),
        curved(greeting, c, 190, 40, { font: look.font, size: 100, fill: look.paper }),
        shape(centre, c, 470, 250, look.accent, { stroke: look.paper, strokeWidth: 10, paintFirst: 'stroke' }),
        text(sub, c, 730, { font: 'Roboto', size: 56, fill: look.paper, weight: 700, charSpacing: 200 }),
      ],
    }),
  );
}

const L = {
  navy: { base: '#1c3d6e', accent: '#f59f00', paper: '#ffffff', ink: '#1c3d6e', font: 'Anton' },
  coral: { base: '#e8590c', accent: '#ffd8a8', paper: '#fff4e6', ink: '#5c2b0e', font: 'Lobster' },
  moss: { base: '#2b8a3e', accent: '#ffe066', paper: '#f4fce3', ink: '#1b4d24', font: 'Anton' },
  plum: { base: '#862e9c', accent: '#fcc2d7', paper: '#fff0f6', ink: '#4a1856', font: 'Pacifico' },
  charcoal: { base: '#25262b', accent: '#ffd43b', paper: '#f8f9fa', ink: '#25262b', font: 'Bangers' },
  teal: { base: '#0b7285', accent: '#99e9f2', paper: '#ffffff', ink: '#0b4a55', font: 'Lobster' },
  cherry: { base: '#c92a2a', accent: '#ffe3e3', paper: '#fff5f5', ink: '#5c1111', font: 'Bangers' },
  sky: { base: '#1971c2', accent: '#ffec99', paper: '#e7f5ff', ink: '#0d3b66', font: 'Permanent Marker' },
} satisfies Record<string, Look>;

export function templateEntries(): SeedEntry[] {
  return [
    circleLogo('logo-coffee', 'Coffee Shop Logo', 'business', ['cafe', 'coffee'], 'YOUR CAFÉ', 'EST. 2025', 'YC', L.coral),
    circleLogo('logo-studio', 'Studio Logo Badge', 'business', ['studio', 'brand'], 'YOUR STUDIO', 'DESIGN & CRAFT', 'YS', L.navy),
    circleLogo('logo-bakery', 'Bakery Logo', 'food', ['bakery', 'bread'], 'THE BAKERY', 'BAKED DAILY', 'TB', L.plum),
    circleLogo('logo-team', 'Team Crest', 'sports', ['team', 'club'], 'TEAM NAME', 'FOOTBALL CLUB', 'FC', L.cherry),
    circleLogo('logo-hike', 'Hiking Club Badge', 'travel', ['hiking', 'club'], 'TRAIL CLUB', 'EXPLORE MORE', 'TC', L.moss),
    nameLabel('label-jam', 'Homemade Jam Label', 'food', ['jar', 'homemade'], 'Strawberry Jam', 'HOMEMADE · 2025', L.cherry),
    nameLabel('label-name', 'Name Label', 'birthday', ['name', 'kids', 'school'], 'Your Name', 'PROPERTY OF', L.sky),
    nameLabel('label-luggage', 'Luggage Label', 'travel', ['luggage', 'suitcase'], 'Bon Voyage', 'IF FOUND PLEASE CALL', L.teal),
    nameLabel('label-shop', 'Product Label', 'business', ['product', 'packaging'], 'Your Product', 'SMALL BATCH · HANDMADE', L.moss),
    nameLabel('label-plant', 'Plant Label', 'nature', ['plant', 'garden'], 'Monstera', 'WATER WEEKLY', L.moss),
    invitation('invite-birthday', 'Birthday Invitation', 'birthday', ['birthday'], "YOU'RE INVITED", 'Emma turns 7', 'Saturday, June 14 · 2 pm\n12 Maple Street', L.plum),
    invitation('invite-party', 'Party Invitation', 'birthday', ['party'], "LET'S PARTY", 'Sam is 30', 'Friday at 8 pm\nBring your dancing shoes', L.charcoal),
    invitation('invite-bbq', 'Summer BBQ Invitation', 'seasonal', ['summer', 'bbq'], 'SUMMER BBQ', 'Join us!', 'Sunday, July 20 · noon\nBurgers, games and sunshine', L.coral),
    invitation('invite-holiday', 'Holiday Party Invitation', 'seasonal', ['christmas', 'winter'], 'HOLIDAY PARTY', 'Cheers!', 'December 20 · 7 pm\nUgly sweaters welcome', L.cherry),
    invitation('invite-game', 'Game Day Invitation', 'sports', ['game day', 'watch party'], 'GAME DAY', 'Watch party', 'Sunday · kick-off 4 pm\nSnacks provided', L.navy),
    portrait('pet-cat', 'Cat Portrait', 'pets', ['cat'], 'cat-orange', 'WHISKERS', 'GOOD KITTY', L.coral),
    portrait('pet-cat-grey', 'Sleepy Cat Portrait', 'pets', ['cat'], 'cat-grey', 'LUNA', 'NAP MASTER', L.plum),
    portrait('pet-dog', 'Dog Portrait', 'pets', ['dog'], 'dog-brown', 'BUDDY', 'GOOD BOY', L.navy),
    portrait('pet-puppy', 'Puppy Portrait', 'pets', ['dog', 'puppy'], 'dog-gold', 'DAISY', 'BEST FRIEND', L.sky),
    portrait('bear-birthday', 'Birthday Bear', 'birthday', ['bear', 'kids'], 'bear-honey', 'HAPPY BIRTHDAY', 'AGE 5', L.coral),
    quoteSquare('quote-begin', 'Begin Anywhere', 'quotes', ['motivation'], 'Begin anywhere.', 'JOHN CAGE', L.charcoal),
    quoteSquare('quote-enough', 'You Are Enough', 'quotes', ['self love'], 'You are enough.', 'REMEMBER', L.plum),
    quoteSquare('quote-explore', 'Go Explore', 'travel', ['adventure'], 'Collect moments, not things.', 'TRAVEL NOTES', L.teal),
    quoteSquare('quote-win', 'Play Hard', 'sports', ['motivation', 'training'], 'Train hard. Play fair. Have fun.', 'TEAM MOTTO', L.navy),
    quoteSquare('quote-nature', 'Into the Woods', 'nature', ['forest'], 'Into the forest I go.', 'JOHN MUIR', L.moss),
    seasonalTag('tag-xmas', 'Christmas Gift Tag', 'seasonal', ['christmas'], 'MERRY CHRISTMAS', 'TO · FROM', 'star', L.cherry),
    seasonalTag('tag-valentine', 'Valentine Tag', 'seasonal', ['valentine', 'love'], 'BE MINE', 'XOXO', 'heart', L.plum),
    seasonalTag('tag-easter', 'Spring Tag', 'seasonal', ['easter', 'spring'], 'HAPPY SPRING', '2025', 'polygon', L.moss),
    seasonalTag('tag-thanks', 'Thank You Tag', 'business', ['thank you', 'packaging'], 'THANK YOU', 'FOR YOUR ORDER', 'heart', L.teal),
    seasonalTag('tag-camp', 'Camp Tag', 'nature', ['camping', 'outdoors'], 'HAPPY CAMPER', 'SUMMER 2025', 'triangle', L.sky),
  ];
}
