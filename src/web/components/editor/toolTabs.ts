import { type Icon, IconBrush, IconLayoutGrid, IconLibraryPhoto, IconPhoto, IconShape, IconSparkles, IconTypography } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { DrawPanel } from './panels/DrawPanel';
import { ImagesPanel } from './panels/ImagesPanel';
import { LazyAiPanel } from './panels/LazyAiPanel';
import { LazyTemplatesPanel } from './panels/LazyTemplatesPanel';
import { MaterialsPanel } from './panels/MaterialsPanel';
import { ShapesPanel } from './panels/ShapesPanel';
import { TextPanel } from './panels/TextPanel';

export type ToolId = 'text' | 'shapes' | 'images' | 'materials' | 'draw' | 'ai' | 'templates';

/** The tool panels of the left side (desktop) and the bottom sheets (phone). `onAdded` closes a sheet. */
export const TOOL_TABS: Array<{ id: ToolId; label: string; icon: Icon; Panel: ComponentType<{ onAdded?: () => void }> }> = [
  { id: 'text', label: 'editor.tabs.text', icon: IconTypography, Panel: TextPanel },
  { id: 'shapes', label: 'editor.tabs.shapes', icon: IconShape, Panel: ShapesPanel },
  { id: 'images', label: 'editor.tabs.images', icon: IconPhoto, Panel: ImagesPanel },
  { id: 'materials', label: 'editor.tabs.materials', icon: IconLibraryPhoto, Panel: MaterialsPanel },
  { id: 'draw', label: 'editor.tabs.draw', icon: IconBrush, Panel: DrawPanel },
  { id: 'ai', label: 'editor.tabs.ai', icon: IconSparkles, Panel: LazyAiPanel },
  // The template gallery, loaded when the tab is opened.
  { id: 'templates', label: 'templates.panel.tab', icon: IconLayoutGrid, Panel: LazyTemplatesPanel },
];
