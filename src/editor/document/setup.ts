import { config, FabricObject, FabricText } from 'fabric';
import { installCacheWaiting } from './cache-waiting';
import { installBehindEffects } from './effects/behind-effects';
import { installBehindEffectsSvg } from './effects/behind-effects-svg';

/**
 * Extra properties every canvas object keeps in its JSON (SPEC §3 canvas object). Fabric serialises its
 * own geometry and style; these are ours: identity, layer name, lock state, links and extensions.
 */
export const CUSTOM_OBJECT_PROPERTIES = [
  'id',
  'name',
  'selectable',
  'hasControls',
  'editable',
  'lockMovementX',
  'lockMovementY',
  'lockRotation',
  'lockScalingX',
  'lockScalingY',
  'linkData',
  'extensionType',
  'extension',
  'shape',
  'strokeColor',
  'gradientAngle',
  'strokeSmoothing',
  'stickerOutline',
  'stickerOutlineColor',
  'textEffect',
  'locked',
] as const;

let applied = false;

/**
 * Fabric-wide settings, applied once before any canvas or object is made (browser and server alike):
 * - origin top-left: Fabric 7 defaults to the centre, but the SPEC's design JSON and every document
 *   written by Fabric 5/6 use corner-based left/top, so objects keep the position they were saved with;
 * - our custom properties serialised with every object;
 * - effects drawn behind objects (sticker outlines of shapes and groups, the Echo text effect; decision 57);
 * - a small minimum cache side: the default (256 px) gives every small object a large cache canvas,
 *   which made a 1,000-object drag frame ~550 ms in software-rendered Chromium (DESIGN §7);
 * - image filters (photo adjustments) on the 2D canvas, as on the server: the same arithmetic gives the
 *   same pixels in the editor and in production files, and no WebGL texture-size limit (decision 55);
 * - objects of a design just opened drawn without their caches until the page is idle (decision 72).
 */
export function setupFabric(): void {
  if (applied) return;
  applied = true;
  FabricObject.ownDefaults.originX = 'left';
  FabricObject.ownDefaults.originY = 'top';
  const props = new Set<string>([...FabricObject.customProperties, ...CUSTOM_OBJECT_PROPERTIES]);
  FabricObject.customProperties = [...props];
  config.configure({ minCacheSideLimit: 32, enableGLFiltering: false });
  wholePixelTextCaches();
  installBehindEffects();
  installBehindEffectsSvg();
  installCacheWaiting();
}

type CacheDims = { width: number; height: number };

/**
 * Works around a Fabric 7 bug: FabricText pads its cache size by fontSize × zoom, a fraction at most
 * zooms, while _updateCacheCanvas compares it with the whole-pixel cache canvas; they never match, so
 * every text re-rendered its cache on every frame (measured: a 1,000-object drag frame 39.5 → 11.8 ms of
 * render; bench/README.md, editor). Rounding the size up makes the comparison hold.
 */
function wholePixelTextCaches(): void {
  const proto = FabricText.prototype as unknown as { _getCacheCanvasDimensions(): CacheDims };
  const base = proto._getCacheCanvasDimensions;
  proto._getCacheCanvasDimensions = function (this: unknown) {
    const dims = base.call(this);
    dims.width = Math.ceil(dims.width);
    dims.height = Math.ceil(dims.height);
    return dims;
  };
}
