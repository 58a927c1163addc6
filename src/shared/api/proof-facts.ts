import { z } from 'zod';

/**
 * What a proof shows beside its picture, measured on the server from the cut production makes: the size
 * as cut, how many pieces the cut makes, and the places on the proof a shopper must look at (vinyl parts
 * left out of the cut or thinner than 2 mm), numbered as the proof numbers them.
 */
export const proofMarkSchema = z.object({
  /** The label drawn on the proof beside the place: '1', '2'… for parts left out, 'T1'… for thin parts. */
  label: z.string(),
  kind: z.enum(['dropped', 'thin']),
  /** Size (dropped parts) and centre, inches from the top-left corner of the art; width in mm for thin parts. */
  widthIn: z.number(),
  heightIn: z.number(),
  xIn: z.number(),
  yIn: z.number(),
  widthMm: z.number().optional(),
});
export type ProofMark = z.infer<typeof proofMarkSchema>;

export const proofFactsSchema = z.object({
  made: z.enum(['sticker', 'vinyl']),
  /** The size as cut, inches: the outer cut's box for a sticker, the vinyl's traced outline for a decal. */
  widthIn: z.number(),
  heightIn: z.number(),
  /**
   * Separate pieces the cut makes: a die-cut sticker should be 1 (more and it falls apart), a kiss-cut's
   * backing and a sheet are 1; a decal counts its pieces of vinyl.
   */
  pieces: z.number().int().min(0),
  /** True for a die-cut whose cut makes more than one piece: flagged before payment. */
  fallsApart: z.boolean(),
  marks: z.array(proofMarkSchema),
});
export type ProofFacts = z.infer<typeof proofFactsSchema>;

/** The most marks a proof lists one by one (the picture still shows every one). */
export const MAX_PROOF_MARKS = 40;
