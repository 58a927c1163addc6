/**
 * The modes that take over the pointer and the selection: cropping a photo, editing a mask, drawing.
 * At most one is active. Entering one leaves the other first (its own `leave` decides what happens to
 * its work: crop and drawing end, a mask edit keeps what was already recorded), so no plugin has to
 * know about the others.
 */
export type ToolId = 'crop' | 'mask' | 'draw';

export interface Tool {
  readonly id: ToolId;
  /** Ends the tool because another one is entered. It must call `ActiveTool.left` (or may: it is idempotent). */
  leave(): void;
}

export class ActiveTool {
  private current: Tool | null = null;

  constructor(private readonly announce: (id: ToolId | null) => void) {}

  /** Makes the tool the active one, leaving the previous one first. */
  enter(tool: Tool): void {
    if (this.current === tool) return;
    const previous = this.current;
    this.current = null;
    previous?.leave();
    this.current = tool;
    this.announce(tool.id);
  }

  /** The tool ended on its own (applied, cancelled, finished): no tool is active any more. */
  left(tool: Tool): void {
    if (this.current !== tool) return;
    this.current = null;
    this.announce(null);
  }

  get id(): ToolId | null {
    return this.current?.id ?? null;
  }
}
