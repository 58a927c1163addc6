/**
 * The font files the app ships (decision 31): every font the editor offers is one of these, drawn from
 * the same file by the editor (`@font-face` from the app's assets) and by the server renderer
 * (Skia, from @napi-rs/canvas), so what is printed is what the customer saw. Pure data: the files are npm packages
 * (`@expo-google-fonts/*` and `dejavu-fonts-ttf` carry TrueType files; open licences), named by module
 * specifier so both the bundler and Node can resolve them.
 */
import { BUILT_IN_FONTS } from './fonts';

export type ShippedLicence = 'OFL-1.1' | 'Bitstream-Vera';

export interface ShippedFace {
  weight: 400 | 700;
  style: 'normal' | 'italic';
  /** Module specifier of the TrueType file. */
  file: string;
}

export interface ShippedFamily {
  /** The family name inside the font file (what the server registers and draws with). */
  family: string;
  licence: ShippedLicence;
  faces: readonly ShippedFace[];
}

/** The four faces of an `@expo-google-fonts/<pkg>` family: `<Stem>_400Regular.ttf` and so on. */
function expoFaces(pkg: string, stem: string, only400 = false): ShippedFace[] {
  const face = (weight: 400 | 700, style: 'normal' | 'italic'): ShippedFace => {
    const dir = `${weight}${weight === 400 ? 'Regular' : 'Bold'}${style === 'italic' ? '_Italic' : ''}`;
    return { weight, style, file: `@expo-google-fonts/${pkg}/${dir}/${stem}_${dir}.ttf` };
  };
  return only400 ? [face(400, 'normal')] : [face(400, 'normal'), face(400, 'italic'), face(700, 'normal'), face(700, 'italic')];
}

const ofl = (family: string, pkg: string, stem: string, only400 = false): ShippedFamily => ({ family, licence: 'OFL-1.1', faces: expoFaces(pkg, stem, only400) });

/** Every shipped family, by its own name. (`@__PURE__`: chunks that never read it drop it.) */
export const SHIPPED_FAMILIES = {
  Arimo: /* @__PURE__ */ ofl('Arimo', 'arimo', 'Arimo'),
  Tinos: /* @__PURE__ */ ofl('Tinos', 'tinos', 'Tinos'),
  Cousine: /* @__PURE__ */ ofl('Cousine', 'cousine', 'Cousine'),
  'DejaVu Sans': {
    family: 'DejaVu Sans',
    licence: 'Bitstream-Vera',
    faces: [
      { weight: 400, style: 'normal', file: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf' },
      { weight: 400, style: 'italic', file: 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf' },
      { weight: 700, style: 'normal', file: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' },
      { weight: 700, style: 'italic', file: 'dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf' },
    ],
  },
  Gelasio: /* @__PURE__ */ ofl('Gelasio', 'gelasio', 'Gelasio'),
  Lora: /* @__PURE__ */ ofl('Lora', 'lora', 'Lora'),
  'EB Garamond': /* @__PURE__ */ ofl('EB Garamond', 'eb-garamond', 'EBGaramond'),
  'Libre Baskerville': /* @__PURE__ */ ofl('Libre Baskerville', 'libre-baskerville', 'LibreBaskerville'),
  'Comic Neue': /* @__PURE__ */ ofl('Comic Neue', 'comic-neue', 'ComicNeue'),
  'Fira Sans': /* @__PURE__ */ ofl('Fira Sans', 'fira-sans', 'FiraSans'),
  'Archivo Black': /* @__PURE__ */ ofl('Archivo Black', 'archivo-black', 'ArchivoBlack', true),
  Anton: /* @__PURE__ */ ofl('Anton', 'anton', 'Anton', true),
  Audiowide: /* @__PURE__ */ ofl('Audiowide', 'audiowide', 'Audiowide', true),
  Lobster: /* @__PURE__ */ ofl('Lobster', 'lobster', 'Lobster', true),
  Pacifico: /* @__PURE__ */ ofl('Pacifico', 'pacifico', 'Pacifico', true),
  Bangers: /* @__PURE__ */ ofl('Bangers', 'bangers', 'Bangers', true),
  'Permanent Marker': /* @__PURE__ */ ofl('Permanent Marker', 'permanent-marker', 'PermanentMarker', true),
  Roboto: /* @__PURE__ */ ofl('Roboto', 'roboto', 'Roboto'),
} as const satisfies Record<string, ShippedFamily>;

export type ShippedFamilyName = keyof typeof SHIPPED_FAMILIES;

/**
 * SPEC §9's built-in names and the file each is drawn with: metric-compatible where an open font
 * exists (Arimo/Tinos/Cousine/Gelasio), otherwise the closest open design.
 */
export const BUILT_IN_FONT_FILES: Record<(typeof BUILT_IN_FONTS)[number], ShippedFamilyName> = {
  Arial: 'Arimo',
  Helvetica: 'Arimo',
  'Times New Roman': 'Tinos',
  Times: 'Tinos',
  'Courier New': 'Cousine',
  Courier: 'Cousine',
  Verdana: 'DejaVu Sans',
  Georgia: 'Gelasio',
  Palatino: 'Lora',
  Garamond: 'EB Garamond',
  Bookman: 'Libre Baskerville',
  'Comic Sans MS': 'Comic Neue',
  'Trebuchet MS': 'Fira Sans',
  'Arial Black': 'Archivo Black',
  Impact: 'Anton',
  AAutobabahn: 'Audiowide',
};

/** The display fonts the editor offers besides the built-in names (shipped too, never fetched). */
export const OFFERED_DISPLAY_FONTS = ['Lobster', 'Pacifico', 'Bangers', 'Permanent Marker', 'Roboto'] as const satisfies readonly ShippedFamilyName[];

// Built on first use: a top-level loop would be a side effect that keeps this catalogue in every chunk
// importing the design module (the landing page's included).
let byName: Map<string, ShippedFamily> | null = null;

/**
 * The shipped family a design's font name is drawn with, or null: a built-in name (Impact → Anton), an
 * offered display font, or a shipped family's own name. CSS names are case-insensitive.
 */
export function shippedFamilyOf(name: string): ShippedFamily | null {
  if (!byName) {
    byName = new Map<string, ShippedFamily>();
    for (const [alias, family] of Object.entries(BUILT_IN_FONT_FILES)) byName.set(alias.toLowerCase(), SHIPPED_FAMILIES[family]);
    for (const family of Object.values(SHIPPED_FAMILIES)) byName.set(family.family.toLowerCase(), family);
  }
  return byName.get(name.trim().toLowerCase()) ?? null;
}

/** Every font name a design may use without a fetch: the built-in names and the shipped families. */
export function shippedFontNames(): string[] {
  return [...BUILT_IN_FONTS, ...Object.keys(SHIPPED_FAMILIES).filter((f) => !(BUILT_IN_FONTS as readonly string[]).includes(f))];
}
