import { classRegistry } from 'fabric';
import { CurvedText } from './CurvedText';
import { setupFabric } from './setup';

export { CurvedText, type CurvedTextProps, curvedTextDefaultValues, MAX_BEND, type PlacedGlyph, type SerializedCurvedTextProps } from './CurvedText';
export { type DesignColours, designAreaShape, designBackgroundObjects } from './design-area';
export { placedImages } from './placed-images';
export { CUSTOM_OBJECT_PROPERTIES, setupFabric } from './setup';

/**
 * Prepares Fabric for our documents (browser editor and server renderer alike): the Fabric-wide settings
 * and our custom classes in the class registry, so `loadFromJSON` revives every type we write. Importing
 * the classes registers them too; calling this makes the dependency explicit and survives tree-shaking.
 */
export function registerDocumentClasses(): void {
  setupFabric();
  classRegistry.setClass(CurvedText);
}
