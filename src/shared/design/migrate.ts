import type { z } from 'zod';
import { contentBounds } from './content-bounds';
import { ensureObjectIds, newObjectId } from './ids';
import { DEFAULT_WORKSPACE, DESIGN_VERSION, type DesignDocument, designDocumentSchema, MAX_WORKSPACE_SIDE, type Workspace } from './schema';
import { isWorkspaceObject, workspaceFromObject } from './workspace';

type RawObject = Record<string, unknown>;
/** A document between steps: its structure is checked (objects is a list of objects), its fields are not yet. */
export type RawDesign = RawObject & { objects: RawObject[] };

export interface MigrationStep {
  from: number;
  to: number;
  description: string;
  migrate: (doc: RawDesign) => RawDesign;
}

export type MigrationResult = { ok: true; doc: DesignDocument; migratedFrom: number } | { ok: false; error: string };

/** Groups nest at most this deep; deeper (or cyclic) input is refused before anything recurses into it. */
export const MAX_GROUP_DEPTH = 64;

export const groupsTooDeepMessage = () => `The design's groups are nested more than ${MAX_GROUP_DEPTH} levels deep.`;

class DesignError extends Error {}

function fail(message: string): never {
  throw new DesignError(message);
}

const isRecord = (value: unknown): value is RawObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** v0 → v1: a raw Fabric 5/6 canvas JSON (vue-fabric-editor) gets our workspace description. */
const fabricToDocument: MigrationStep = {
  from: 0,
  to: 1,
  description: 'Describe the workspace in its own field, taken from the workspace object (or the default size).',
  migrate(doc) {
    const out: RawDesign = { ...doc };
    const object = doc.objects.find(isWorkspaceObject);
    if (doc.workspace === undefined && object) {
      out.workspace = workspaceFromObject(object) ?? fail(`The workspace object has no usable size: width and height must be positive and at most ${MAX_WORKSPACE_SIDE} px.`);
    } else if (doc.workspace === undefined) {
      // No design area at all: the saved canvas size, else a box fitted to the art (moved to 0, 0).
      const fitted = fittedWorkspace(doc);
      out.workspace = fitted.workspace;
      if (fitted.corner) out.objects = doc.objects.map((o) => shiftObject(o, fitted.corner as { x: number; y: number }));
    }
    if (object) {
      // Our workspace lives in its own field with its corner at (0, 0); Fabric editors placed it anywhere
      // on the canvas. Objects move with it, so each stays where it was on the design.
      const corner = workspaceCorner(object);
      out.objects = doc.objects.filter((o) => !isWorkspaceObject(o)).map((o) => shiftObject(o, corner));
    }
    // Fabric writes null for some absent things, and may write a gradient as the background: our format keeps a colour.
    for (const key of ['overlayImage', 'googleFontsMetadata', 'cutlinePath', 'background']) if (doc[key] === null) delete out[key];
    if (out.background !== undefined && typeof out.background !== 'string') delete out.background;
    return out;
  },
};

const positiveSide = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 1 && v <= MAX_WORKSPACE_SIDE ? Math.round(v) : null);

/** A design area for a document that has none: its saved canvas size, else its content's box, else the default. */
function fittedWorkspace(doc: RawDesign): { workspace: Workspace; corner?: { x: number; y: number } } {
  const width = positiveSide(doc.width);
  const height = positiveSide(doc.height);
  if (width && height) return { workspace: { ...DEFAULT_WORKSPACE, width, height } };
  const box = contentBounds(doc.objects);
  if (!box) return { workspace: { ...DEFAULT_WORKSPACE } };
  // Whole pixels: the art moves by an integer, so it is drawn exactly as before (no resampling).
  const x = Math.floor(box.left);
  const y = Math.floor(box.top);
  const boxWidth = positiveSide(Math.ceil(box.left + box.width) - x);
  const boxHeight = positiveSide(Math.ceil(box.top + box.height) - y);
  if (!boxWidth || !boxHeight) return { workspace: { ...DEFAULT_WORKSPACE } };
  return { workspace: { ...DEFAULT_WORKSPACE, width: boxWidth, height: boxHeight }, corner: { x, y } };
}

/** The top-left corner of a Fabric 5/6 workspace rect (origin left/top unless it says otherwise). */
function workspaceCorner(object: RawObject): { x: number; y: number } {
  const num = (v: unknown, d = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && Number.isFinite(Number(v)) ? Number(v) : d);
  const w = num(object.width) * Math.abs(num(object.scaleX, 1));
  const h = num(object.height) * Math.abs(num(object.scaleY, 1));
  const fx = object.originX === 'center' ? 0.5 : object.originX === 'right' ? 1 : 0;
  const fy = object.originY === 'center' ? 0.5 : object.originY === 'bottom' ? 1 : 0;
  return { x: num(object.left) - w * fx, y: num(object.top) - h * fy };
}

function shiftObject(object: RawObject, by: { x: number; y: number }): RawObject {
  if (!by.x && !by.y) return object;
  const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0));
  return { ...object, left: num(object.left) - by.x, top: num(object.top) - by.y };
}

/** Fabric before 7 defaulted origins to left/top; Fabric 7 to center. Written out, the position means the same. */
function withLegacyOrigin(object: RawObject): RawObject {
  const out: RawObject = { ...object, originX: object.originX ?? 'left', originY: object.originY ?? 'top' };
  if (Array.isArray(object.objects)) out.objects = object.objects.map(withLegacyOrigin);
  if (isRecord(object.clipPath)) out.clipPath = withLegacyOrigin(object.clipPath);
  return out;
}

/** v1 → v2: the Fabric 7 editor. */
const explicitOrigins: MigrationStep = {
  from: 1,
  to: 2,
  description: "Write originX 'left' / originY 'top' on every object that has none, so nothing moves under Fabric 7.",
  migrate: (doc) => ({
    ...doc,
    objects: doc.objects.map(withLegacyOrigin),
    ...(isRecord(doc.overlayImage) ? { overlayImage: withLegacyOrigin(doc.overlayImage) } : {}),
  }),
};

/** Each step takes a document of version `from` to `to`; a new format version appends a step here. */
export const MIGRATIONS: readonly MigrationStep[] = [fabricToDocument, explicitOrigins];

function checkObjects(list: unknown[], where: string, depth: number): void {
  if (depth > MAX_GROUP_DEPTH) fail(groupsTooDeepMessage());
  list.forEach((item, i) => {
    if (!isRecord(item)) fail(`Entry ${where}[${i}] of the design is not an object.`);
    if (item.objects === undefined) return;
    if (!Array.isArray(item.objects)) fail(`The "objects" of ${where}[${i}] must be a list.`);
    checkObjects(item.objects, `${where}[${i}].objects`, depth + 1);
  });
}

function checkStructure(input: unknown): RawDesign {
  if (!isRecord(input)) fail('The design must be a JSON object.');
  const objects = input.objects === undefined ? [] : input.objects;
  if (!Array.isArray(objects)) fail('The design\'s "objects" must be a list.');
  checkObjects(objects, 'objects', 0);
  if (input.workspace === undefined && objects.length === 0) fail('The design has no workspace and no objects, so there is nothing to open.');
  return { ...input, objects };
}

/** Fabric writes its own library version ('5.3.0') as a string; ours is a whole number. */
function sourceVersion(doc: RawDesign): number {
  const version = doc.version;
  if (typeof version === 'string') return 0;
  if (version === undefined || version === null) return doc.workspace === undefined ? 0 : 1;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) fail(`The design's version (${JSON.stringify(version)}) is not one this editor knows.`);
  if (version > DESIGN_VERSION) fail(`This design was saved in a newer format (version ${version}) than this editor reads (up to ${DESIGN_VERSION}).`);
  return version;
}

export function runMigrations(doc: RawDesign, from: number): RawDesign {
  let current = doc;
  for (const step of MIGRATIONS) if (step.from >= from) current = { ...step.migrate(current), version: step.to };
  return current;
}

type Issue = z.ZodError['issues'][number];

function describeIssue(issue: Issue): string {
  const path = issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
  return `The design is not valid at ${path || 'its top level'}: ${issue.message}.`;
}

/**
 * Reads any design we or Fabric 5/6 ever wrote and returns it in the current format, with every object
 * given a unique id. Never throws: anything unreadable gives `{ ok: false, error }` with an English sentence.
 */
export function migrateDesign(input: unknown, newId: () => string = newObjectId): MigrationResult {
  try {
    const raw = checkStructure(input);
    const from = sourceVersion(raw);
    const migrated = runMigrations(raw, from);
    const parsed = designDocumentSchema.safeParse({ ...migrated, objects: ensureObjectIds(migrated.objects, newId) });
    if (!parsed.success) return { ok: false, error: describeIssue(parsed.error.issues[0]) };
    return { ok: true, doc: parsed.data, migratedFrom: from };
  } catch (error) {
    return { ok: false, error: error instanceof DesignError ? error.message : 'The design could not be read.' };
  }
}
