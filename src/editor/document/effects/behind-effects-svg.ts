import { FabricObject, util } from 'fabric';
import { effectLayers, hasBehindEffects } from './behind-effects';

/**
 * The behind-object effects in SVG exports (decision 66): Fabric's `toSVG` knows nothing of the
 * silhouette outlines and the Echo text effect we draw at render time, so an object with effects is
 * preceded, in its parent's space, by the very pictures the canvas draws (effectLayers) as embedded
 * PNG images. The SVG then shows what the canvas, the PNG export and the production files show.
 */

/** Raster pixels per design unit in an SVG: twice the PNG export's, so the border stays sharp when the SVG is enlarged. */
export const SVG_EFFECT_PIXELS_PER_UNIT = 2;

type SvgMarkup = (this: FabricObject, objectMarkup: string[], options?: Record<string, unknown>) => string;

const fmt = (n: number) => String(Number(n.toFixed(6)));

/** The effects of one object as SVG elements, to go just before its own markup in the same parent. */
export function behindEffectsSvg(object: FabricObject): string {
  if (!object.visible || !hasBehindEffects(object)) return '';
  const scaling = object.getObjectScaling();
  const zoom = { x: Math.abs(scaling.x) * SVG_EFFECT_PIXELS_PER_UNIT, y: Math.abs(scaling.y) * SVG_EFFECT_PIXELS_PER_UNIT };
  const layers = effectLayers(object, zoom);
  if (!layers.length) return '';
  const images = layers.map(({ raster, dx, dy, opacity }) => {
    const { width, height } = raster.canvas;
    // As drawRaster: centred on the object, moved by the layer's offset, scaled from raster pixels to object units.
    const transform = `translate(${fmt(dx)} ${fmt(dy)}) scale(${fmt(1 / raster.zoomX)} ${fmt(1 / raster.zoomY)})`;
    const alpha = opacity < 1 ? ` opacity="${fmt(opacity)}"` : '';
    return `\t<image transform="${transform}" x="${fmt(-width / 2)}" y="${fmt(-height / 2)}" width="${width}" height="${height}"${alpha} preserveAspectRatio="none" xlink:href="${raster.canvas.toDataURL('image/png')}"></image>\n`;
  });
  const opacity = object.opacity < 1 ? ` opacity="${fmt(object.opacity)}"` : '';
  return `<g transform="${util.matrixToSVG(object.calcOwnMatrix())}"${opacity}>\n${images.join('')}</g>\n`;
}

let installed = false;

/**
 * Teaches Fabric's SVG export to write the effects: every object's markup (shapes, paths, text, images,
 * groups and their children alike go through `_createBaseSVGMarkup`) is preceded by its effects.
 * Clip paths use another method, so a mask never gets an outline of its own.
 */
export function installBehindEffectsSvg(): void {
  if (installed) return;
  installed = true;
  const proto = FabricObject.prototype as unknown as { _createBaseSVGMarkup: SvgMarkup };
  const base = proto._createBaseSVGMarkup;
  proto._createBaseSVGMarkup = function (this: FabricObject, objectMarkup, options) {
    return behindEffectsSvg(this) + base.call(this, objectMarkup, options);
  };
}
