type GateState =
  /** Saves go through. `replaced`: the document was replaced while saves waited; the next save sends the editor's current one. */
  | { name: 'open'; replaced: boolean }
  /** Saves wait until `release()`. */
  | { name: 'holding'; released: Promise<void>; release: () => void; replaced: boolean };

/**
 * Holds the auto-save session's saves while the editor opens: until we know whether there is work to
 * offer, and while a session is on offer, a save would overwrite on the server what is offered.
 */
export class SessionGate {
  private state: GateState = { name: 'open', replaced: false };

  get holding(): boolean {
    return this.state.name === 'holding';
  }

  hold(): void {
    if (this.state.name === 'holding') return;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.state = { name: 'holding', released, release, replaced: this.state.replaced };
  }

  release(): void {
    if (this.state.name !== 'holding') return;
    const { release, replaced } = this.state;
    this.state = { name: 'open', replaced };
    release();
  }

  /** A restore replaced the document while saves wait: the save that waited holds the document from before. */
  markReplaced(): void {
    if (this.state.name === 'holding') this.state = { ...this.state, replaced: true };
  }

  /** Waits while the gate holds; true when the save must read the editor's document again (it was replaced meanwhile). */
  async pass(): Promise<boolean> {
    if (this.state.name === 'holding') await this.state.released;
    if (this.state.name === 'holding' || !this.state.replaced) return false;
    this.state = { name: 'open', replaced: false };
    return true;
  }
}
