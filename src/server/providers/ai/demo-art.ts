import { createHash } from 'node:crypto';
import { circlePath, drawSubject, ellipsePath, SUBJECT_KINDS, type SubjectKind, sparklePath } from './demo-shapes';

/**
 * The demo generator's art: a die-cut sticker drawn from the prompt, deterministic for the same prompt
 * and image index. Words pick the subject (cat, heart, star…) and colours ("a blue cat"); the hash picks
 * the rest. Plain white background, thick white border and a dark outline — like the real providers'
 * sticker art, so background removal and the cut line work on it — and a DEMO mark in the corner.
 */

const OUTLINE = '#23212b';

/** Colour words (English and Chinese) and the flat colour each means. */
const COLOUR_WORDS: Record<string, string> = {
  red: '#e5484d',
  crimson: '#c9184a',
  scarlet: '#e03131',
  maroon: '#8d2b3b',
  orange: '#f7862a',
  coral: '#ff7b6b',
  peach: '#ffb38a',
  yellow: '#ffd23f',
  gold: '#f2b705',
  golden: '#f2b705',
  lemon: '#fff05a',
  green: '#3fbf6b',
  lime: '#9be15d',
  mint: '#8ee3c8',
  olive: '#8a9a3b',
  teal: '#1fa99b',
  turquoise: '#35d0c4',
  cyan: '#3cc8e8',
  blue: '#3b82f6',
  sky: '#7cc7ff',
  navy: '#25408f',
  purple: '#8b5cf6',
  violet: '#7c4ddb',
  lavender: '#c4b1f7',
  magenta: '#d6336c',
  pink: '#ff8fc7',
  rose: '#f06595',
  brown: '#9a6a45',
  chocolate: '#7b4a2e',
  beige: '#e8d5b5',
  cream: '#fff4d6',
  black: '#3a3845',
  grey: '#9aa0a6',
  gray: '#9aa0a6',
  silver: '#c8ccd2',
  white: '#f7f7f7',
  红: '#e5484d',
  橙: '#f7862a',
  黄: '#ffd23f',
  金: '#f2b705',
  绿: '#3fbf6b',
  青: '#1fa99b',
  蓝: '#3b82f6',
  紫: '#8b5cf6',
  粉: '#ff8fc7',
  棕: '#9a6a45',
  黑: '#3a3845',
  灰: '#9aa0a6',
  银: '#c8ccd2',
  白: '#f7f7f7',
};

/** Colour words that describe the sticker's frame, not its subject ("plain white background"). */
const FRAME_WORDS = new Set(['background', 'backdrop', 'border', 'outline', 'outlines', 'stroke', 'strokes', 'frame', 'edge', 'edges']);

/** Bright flat colours the hash picks from when the prompt names none (or too few). */
const PALETTE = ['#ff6b6b', '#ffa94d', '#ffd43b', '#69db7c', '#38d9a9', '#4dabf7', '#748ffc', '#b197fc', '#f783ac', '#ff8787', '#63e6be', '#ffe066'];

/** Words that choose the subject; the first one found in the prompt wins. */
const SUBJECT_WORDS: Array<[SubjectKind, RegExp]> = [
  ['cat', /\b(cats?|kittens?|kitty|kitties|neko|fox|foxes)\b|猫|狐/],
  ['dog', /\b(dogs?|pupp(y|ies)|pups?|doggo|corgi|shiba)\b|狗|犬/],
  ['bear', /\b(bears?|teddy|panda|koala)\b|熊/],
  ['ghost', /\b(ghosts?|spooky|halloween|boo)\b|鬼|幽灵/],
  ['heart', /\b(hearts?|love|valentines?)\b|心|爱/],
  ['flower', /\b(flowers?|blossoms?|daisy|daisies|roses?|tulips?|sakura|bloom|floral)\b|花/],
  ['sun', /\b(sun|sunny|sunshine|summer)\b|太阳|阳光/],
  ['cloud', /\b(clouds?|cloudy|rain|rainy|sky)\b|云/],
  ['star', /\b(stars?|starry|sparkle|twinkle|galaxy|space)\b|星/],
  ['bolt', /\b(bolt|lightning|thunder|electric|energy|power)\b|闪电|雷/],
  ['drop', /\b(drops?|droplet|water|tear|ocean|sea)\b|水|滴/],
  ['badge', /\b(badge|emblem|medal|award|logo|seal|vintage|retro)\b|徽章/],
];

/** A seeded generator (mulberry32): the same prompt and index always draw the same sticker. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function promptSeed(prompt: string, index: number): number {
  return createHash('sha256')
    .update(`${normalise(prompt)}\u0000${index}`)
    .digest()
    .readUInt32LE(0);
}

const normalise = (prompt: string) => prompt.toLowerCase().replace(/\s+/g, ' ').trim();

/** The colours the prompt names for its subject, in the order it names them. */
export function coloursNamed(prompt: string): string[] {
  const text = normalise(prompt);
  const found: string[] = [];
  const words = text.split(/[^a-z\u4e00-\u9fff]+/).filter(Boolean);
  words.forEach((word, i) => {
    if (FRAME_WORDS.has(words[i + 1] ?? '')) return;
    const colour = COLOUR_WORDS[word];
    if (colour && !found.includes(colour)) found.push(colour);
  });
  // Chinese is written without spaces: look for each colour character inside the words.
  for (const word of words.filter((w) => /[\u4e00-\u9fff]/.test(w))) {
    for (const char of word) {
      const colour = COLOUR_WORDS[char];
      if (colour && !found.includes(colour) && !/[背景边框]/.test(word.slice(word.indexOf(char) + 1, word.indexOf(char) + 3))) found.push(colour);
    }
  }
  return found;
}

/** The subject the prompt asks for, or one the hash picks. */
export function subjectFor(prompt: string, rand: () => number): SubjectKind {
  const text = normalise(prompt);
  for (const [kind, pattern] of SUBJECT_WORDS) if (pattern.test(text)) return kind;
  return SUBJECT_KINDS[Math.floor(rand() * SUBJECT_KINDS.length)];
}

interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  light: string;
}

function pickPalette(named: string[], index: number, rand: () => number): Palette {
  const pool = PALETTE.filter((c) => !named.includes(c));
  const shuffled = [...pool].sort(() => rand() - 0.5);
  const colours = [...named, ...shuffled];
  // Each further image of one request turns the palette, so images 1..4 differ in colour too.
  const turn = named.length ? 0 : index;
  const at = (i: number) => colours[(i + turn) % colours.length];
  const primary = named[0] ?? at(0);
  return { primary, secondary: named[1] ?? at(1), accent: named[2] ?? at(2), light: '#fbfbff' };
}

/** Eyes, mouth and cheeks; `mood` comes from the hash so repeated subjects do not all smile alike. */
function faceSvg(cx: number, cy: number, size: number, mood: number, cheek: string): string {
  const s = size;
  const eyeDx = 85 * s;
  const eyeY = cy - 30 * s;
  const eyeR = 26 * s;
  const eye = (x: number) =>
    `<ellipse cx="${x}" cy="${eyeY}" rx="${eyeR}" ry="${eyeR * 1.25}" fill="${OUTLINE}"/><circle cx="${x + eyeR * 0.35}" cy="${eyeY - eyeR * 0.45}" r="${eyeR * 0.38}" fill="#fff"/>`;
  const wink = (x: number) =>
    `<path d="M${x - eyeR} ${eyeY}Q${x} ${eyeY - eyeR * 1.2} ${x + eyeR} ${eyeY}" fill="none" stroke="${OUTLINE}" stroke-width="${12 * s}" stroke-linecap="round"/>`;
  const mouthY = cy + 40 * s;
  const mouths = [
    `<path d="M${cx - 45 * s} ${mouthY}Q${cx} ${mouthY + 45 * s} ${cx + 45 * s} ${mouthY}" fill="none" stroke="${OUTLINE}" stroke-width="${12 * s}" stroke-linecap="round"/>`,
    `<path d="M${cx - 40 * s} ${mouthY}Q${cx} ${mouthY + 70 * s} ${cx + 40 * s} ${mouthY}Z" fill="#c92a4b" stroke="${OUTLINE}" stroke-width="${10 * s}" stroke-linejoin="round"/>`,
    `<path d="M${cx - 50 * s} ${mouthY}Q${cx - 25 * s} ${mouthY + 30 * s} ${cx} ${mouthY}Q${cx + 25 * s} ${mouthY + 30 * s} ${cx + 50 * s} ${mouthY}" fill="none" stroke="${OUTLINE}" stroke-width="${11 * s}" stroke-linecap="round"/>`,
    `<ellipse cx="${cx}" cy="${mouthY + 12 * s}" rx="${22 * s}" ry="${28 * s}" fill="#c92a4b" stroke="${OUTLINE}" stroke-width="${10 * s}"/>`,
  ];
  const winks = mood % 5 === 4;
  const cheeks = `<ellipse cx="${cx - eyeDx - 40 * s}" cy="${mouthY - 5 * s}" rx="${30 * s}" ry="${18 * s}" fill="${cheek}" opacity="0.75"/><ellipse cx="${cx + eyeDx + 40 * s}" cy="${mouthY - 5 * s}" rx="${30 * s}" ry="${18 * s}" fill="${cheek}" opacity="0.75"/>`;
  return `<g>${cheeks}${eye(cx - eyeDx)}${winks ? wink(cx + eyeDx) : eye(cx + eyeDx)}${mouths[mood % mouths.length]}</g>`;
}

/** "DEMO" in stroked letters (no font needed), on a dark tag in the bottom-right corner. */
function demoMarkSvg(width: number, height: number): string {
  const unit = Math.max(1.2, Math.min(width, height) / 400);
  const letterW = 10 * unit;
  const gap = 4 * unit;
  const pad = 5 * unit;
  const tagW = 4 * letterW + 3 * gap + 2 * pad;
  const tagH = 14 * unit + 2 * pad;
  const x = width - tagW - 8 * unit;
  const y = height - tagH - 8 * unit;
  const letters = ['M0 0L0 14L5 14Q10 14 10 7Q10 0 5 0Z', 'M10 0L0 0L0 14L10 14M0 7L8 7', 'M0 14L0 0L5 8L10 0L10 14', 'M5 0Q10 0 10 7Q10 14 5 14Q0 14 0 7Q0 0 5 0Z'];
  const drawn = letters
    .map(
      (d, i) =>
        `<path transform="translate(${x + pad + i * (letterW + gap)} ${y + pad}) scale(${unit})" d="${d}" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join('');
  return `<g aria-label="DEMO"><rect x="${x}" y="${y}" width="${tagW}" height="${tagH}" rx="${3 * unit}" fill="${OUTLINE}" opacity="0.85"/>${drawn}</g>`;
}

/** A few polka dots on the body, kept off the face so it stays readable. */
function spotsAwayFrom(face: { cx: number; cy: number; size: number } | undefined, rand: () => number): string {
  const spots: string[] = [];
  for (let tries = 0; spots.length < 5 && tries < 40; tries++) {
    const x = 260 + rand() * 480;
    const y = 260 + rand() * 480;
    const r = 18 + rand() * 26;
    if (face && Math.hypot(x - face.cx, y - face.cy) < 190 * face.size + r) continue;
    spots.push(circlePath(x, y, r));
  }
  return spots.join('');
}

/** The finished SVG document for one image. */
export function demoStickerSvg(prompt: string, index: number, width: number, height: number): string {
  const rand = seededRandom(promptSeed(prompt, index));
  const named = coloursNamed(prompt);
  // Further images of one request pick their own subject unless the prompt names one.
  const kind = subjectFor(prompt, rand);
  const subject = drawSubject(kind, rand);
  const palette = pickPalette(named, index, rand);
  // A ghost is white unless the prompt says otherwise ("a green ghost").
  if (kind === 'ghost' && !named.length) palette.primary = palette.light;
  const tone = (t: keyof Palette) => palette[t];
  const tilt = Math.round((rand() * 2 - 1) * 12);
  const mood = Math.floor(rand() * 1000) + index;

  const border = 70;
  const silhouette = `<path d="${subject.silhouette}" fill="${OUTLINE}" stroke="${OUTLINE}" stroke-width="${border + 16}" stroke-linejoin="round"/><path d="${subject.silhouette}" fill="#fff" stroke="#fff" stroke-width="${border}" stroke-linejoin="round"/>`;
  // Outline first, then the fill over it: overlapping subpaths show one outline around their union.
  const parts = subject.parts
    .map((p) => `<path d="${p.d}" fill="${OUTLINE}" stroke="${OUTLINE}" stroke-width="20" stroke-linejoin="round"/><path d="${p.d}" fill="${tone(p.tone)}"/>`)
    .join('');

  const spots = rand() < 0.5 ? spotsAwayFrom(subject.face, rand) : '';
  const pattern = spots ? `<path d="${spots}" fill="${palette.secondary}" opacity="0.55" clip-path="url(#body)"/>` : '';
  const shine = `<path d="${ellipsePath(400, 360, 70, 34)}" fill="#fff" opacity="0.55" transform="rotate(-30 400 360)" clip-path="url(#body)"/>`;
  const face = subject.face ? faceSvg(subject.face.cx, subject.face.cy, subject.face.size, mood, '#ff8fab') : '';

  const sparkles = Array.from({ length: 2 + Math.floor(rand() * 2) }, (_, i) => {
    // Upper half and left side only: the bottom-right corner holds the DEMO mark.
    const angle = Math.PI * (0.55 + i * 0.42 + rand() * 0.2);
    const r = 30 + rand() * 18;
    const cx = 500 + Math.cos(angle) * 420;
    const cy = 500 + Math.sin(angle) * 400 * -1;
    const d = sparklePath(cx, cy, r);
    return `<path d="${d}" fill="${OUTLINE}" stroke="${OUTLINE}" stroke-width="34" stroke-linejoin="round"/><path d="${d}" fill="#fff" stroke="#fff" stroke-width="22" stroke-linejoin="round"/><path d="${d}" fill="${palette.accent}" stroke="${OUTLINE}" stroke-width="7" stroke-linejoin="round"/>`;
  }).join('');

  const side = Math.min(width, height) * 0.94;
  const scale = side / 1000;
  const offsetX = (width - side) / 2;
  const offsetY = (height - side) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><clipPath id="body"><path d="${subject.body}"/></clipPath></defs>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<g transform="translate(${offsetX} ${offsetY}) scale(${scale})">`,
    sparkles,
    `<g transform="rotate(${tilt} 500 500)">${silhouette}${parts}${pattern}${shine}${face}</g>`,
    '</g>',
    demoMarkSvg(width, height),
    '</svg>',
  ].join('');
}
