import { Canvas } from 'fabric';
import { ActionsPlugin } from './actions/ActionsPlugin';
import { Editor } from './core/Editor';
import { registerDocumentClasses } from './document';
import { setupFabric } from './document/setup';
import { AlignPlugin } from './plugins/AlignPlugin';
import { BackgroundRemovalPlugin } from './plugins/BackgroundRemovalPlugin';
import { type ClipboardOptions, ClipboardPlugin } from './plugins/ClipboardPlugin';
import { CropPlugin } from './plugins/CropPlugin';
import { CutlinePlugin, type CutlineTracer } from './plugins/CutlinePlugin';
import { DragLayerPlugin } from './plugins/DragLayerPlugin';
import { DrawingPlugin } from './plugins/DrawingPlugin';
import { EditActionsPlugin } from './plugins/EditActionsPlugin';
import { ExportPlugin } from './plugins/ExportPlugin';
import { FontPlugin } from './plugins/FontPlugin';
import { GroupPlugin } from './plugins/GroupPlugin';
import { GuidelinesPlugin } from './plugins/GuidelinesPlugin';
import { HistoryPlugin } from './plugins/HistoryPlugin';
import { ImageAdjustPlugin } from './plugins/ImageAdjustPlugin';
import { ImageSourcePlugin } from './plugins/ImageSourcePlugin';
import { LayerPlugin } from './plugins/LayerPlugin';
import { MaskPlugin } from './plugins/MaskPlugin';
import { ObjectsPlugin } from './plugins/ObjectsPlugin';
import { PropertiesPlugin } from './plugins/PropertiesPlugin';
import { QrCodePlugin } from './plugins/QrCodePlugin';
import { SceneCachePlugin } from './plugins/SceneCachePlugin';
import { SelectionPlugin } from './plugins/SelectionPlugin';
import { TouchGesturesPlugin } from './plugins/TouchGesturesPlugin';
import { WorkspacePlugin } from './plugins/WorkspacePlugin';

export interface CreateEditorOptions extends Partial<ClipboardOptions> {
  /** The element that holds the canvas: it gets the keyboard focus and sets the canvas size. */
  container: HTMLElement;
  canvasElement: HTMLCanvasElement;
  /** Hosts besides the app's own that may serve images (a CDN, the storage bucket). */
  imageHosts?: string[];
  /** Traces the live cutline (the web app passes its Web Worker); default: the shared engine on this thread. */
  traceCutline?: CutlineTracer;
  /** false: no live cutline, e.g. an off-screen editor that only renders (its cut settings are still kept). */
  liveCutline?: boolean;
}

/** The editor with every plugin, as the web app uses it. */
export function createEditor(options: CreateEditorOptions): Editor {
  setupFabric();
  registerDocumentClasses();
  const { container, canvasElement } = options;
  const canvas = new Canvas(canvasElement, {
    width: container.clientWidth || 800,
    height: container.clientHeight || 600,
    preserveObjectStacking: true,
    fireRightClick: true,
    stopContextMenu: true,
    controlsAboveOverlay: true,
    enableRetinaScaling: true,
  });
  const editor = new Editor(canvas, { hotkeyTarget: container });
  editor
    .use(SelectionPlugin)
    .use(WorkspacePlugin, { container })
    .use(ImageSourcePlugin, { extraHosts: options.imageHosts })
    .use(FontPlugin)
    .use(HistoryPlugin)
    .use(ObjectsPlugin)
    .use(QrCodePlugin)
    .use(EditActionsPlugin)
    .use(LayerPlugin)
    .use(GroupPlugin)
    .use(AlignPlugin)
    .use(PropertiesPlugin)
    .use(ImageAdjustPlugin)
    .use(CropPlugin)
    .use(MaskPlugin)
    .use(GuidelinesPlugin)
    .use(DragLayerPlugin)
    // After the drag layers: it wraps their drawing and leaves drags to them.
    .use(SceneCachePlugin)
    .use(DrawingPlugin)
    .use(TouchGesturesPlugin)
    .use(ClipboardPlugin, {
      isSignedIn: options.isSignedIn ?? (() => false),
      upload: options.upload ?? (() => Promise.reject(new Error('no uploads here'))),
      uploadArt: options.uploadArt ?? (() => Promise.reject(new Error('no uploads here'))),
    })
    .use(ExportPlugin, { fontFaces: (families) => editor.api.fontFaces(families) })
    .use(CutlinePlugin, { trace: options.traceCutline, live: options.liveCutline })
    .use(BackgroundRemovalPlugin)
    // Last: the actions call the apis of the plugins above.
    .use(ActionsPlugin);
  return editor;
}
