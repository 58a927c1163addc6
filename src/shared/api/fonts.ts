import { z } from 'zod';
import type { SameType } from './endpoint';

/** The font files a user may upload (decision 58): checked by their bytes on the server, never by the name. */
export const USER_FONT_FORMATS = ['ttf', 'otf', 'woff2'] as const;
export type UserFontFormat = (typeof USER_FONT_FORMATS)[number];

/** An uploaded font of the signed-in user ("My fonts" in the font picker). */
export interface UserFont {
  id: string;
  /** The family name read from the file: what a design's text names. */
  family: string;
  /** The uploaded file's own name. */
  fileName: string;
  /** The format it was uploaded in (a WOFF2 upload is stored as the TrueType/OpenType it unpacks to). */
  format: UserFontFormat;
  /** Bytes of the stored file. */
  size: number;
  /** Where the editor loads it from (`/api/fonts/:id/file`, the owner only). */
  url: string;
  createdAt: string;
}

export const userFontSchema = z.object({
  id: z.string(),
  family: z.string(),
  fileName: z.string(),
  format: z.enum(USER_FONT_FORMATS),
  size: z.number().int(),
  url: z.string(),
  createdAt: z.string(),
});
true satisfies SameType<z.infer<typeof userFontSchema>, UserFont>;

/** The path of a font's file, served to its owner only. */
export const userFontFilePath = (id: string) => `/api/fonts/${encodeURIComponent(id)}/file`;
