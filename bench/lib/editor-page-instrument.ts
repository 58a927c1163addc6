/**
 * The timers the editor page bench (bench/editor-page.ts) installs in the page before it loads: run
 * in the browser as a string (`INSTRUMENT.toString()`), so it may use nothing from this module's scope.
 */
/** Installs the in-page timers (once per page load). */
export const INSTRUMENT = () => {
  const w = window as unknown as Record<string, unknown>;
  const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
  const raster = () => {
    const lower = document.querySelector('canvas.lower-canvas') as HTMLCanvasElement | null;
    lower?.getContext('2d')?.getImageData(0, 0, 1, 1);
  };
  // The open's first frame, kept to compare with the canvas once it has settled (decision 72).
  let firstFrame: HTMLCanvasElement | null = null;
  function keepFirstFrame() {
    const lower = document.querySelector('canvas.lower-canvas') as HTMLCanvasElement | null;
    if (!lower) return;
    firstFrame = document.createElement('canvas');
    firstFrame.width = lower.width;
    firstFrame.height = lower.height;
    firstFrame.getContext('2d')?.drawImage(lower, 0, 0);
  }
  /** Share of pixels that differ by more than 48 (of 255) in a channel between the open's first frame and now. */
  w.__firstFrameDiff = (withImages: boolean) => {
    const lower = document.querySelector('canvas.lower-canvas') as HTMLCanvasElement | null;
    if (!lower || !firstFrame) return null;
    const a = firstFrame.getContext('2d')?.getImageData(0, 0, lower.width, lower.height).data;
    const b = lower.getContext('2d')?.getImageData(0, 0, lower.width, lower.height).data;
    if (!a || !b || a.length !== b.length) return null;
    let differing = 0;
    for (let i = 0; i < a.length; i += 4) {
      if (Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2]), Math.abs(a[i + 3] - b[i + 3])) > 48) differing++;
    }
    return { share: differing / (a.length / 4), first: withImages ? firstFrame.toDataURL() : '', settled: withImages ? lower.toDataURL() : '' };
  };
  /**
   * Resolves when the page has settled: three idle periods in a row of the full 50 ms (no frame or task
   * waiting), or after 4 s. The previous open's background work (idle caches, the cut line's trace,
   * auto-save) then no longer overlaps what is timed next.
   */
  w.__settled = () =>
    new Promise<void>((resolve) => {
      const giveUp = setTimeout(resolve, 4000);
      let calm = 0;
      const check = (deadline: IdleDeadline) => {
        calm = deadline.timeRemaining() >= 45 ? calm + 1 : 0;
        if (calm >= 3) {
          clearTimeout(giveUp);
          resolve();
        } else requestIdleCallback(check);
      };
      requestIdleCallback(check);
    });
  function profileMark() {
    const t = performance.now();
    while (performance.now() - t < 2) {
      // busy: a few samples in this function
    }
  }
  /** Resolves with ms from `start` to the frame after `done()` is first true (checked on DOM changes). */
  const until = (start: number, done: () => boolean) =>
    new Promise<number>((resolve) => {
      const finish = async () => {
        observer.disconnect();
        await nextFrame();
        raster();
        const ms = performance.now() - start;
        performance.mark('until-done');
        keepFirstFrame();
        // Under PAGE_PROFILE, a 2 ms mark the profile can find: samples after it are not in the figure.
        if (w.__profiling) profileMark();
        resolve(ms);
      };
      const observer = new MutationObserver(() => {
        if (done()) void finish();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      if (done()) void finish();
    });
  w.__armOpen = (fileName: string) => {
    w.__open = new Promise<number>((resolve) => {
      document.addEventListener(
        'change',
        () => {
          const t0 = performance.now();
          performance.mark('open-armed');
          void until(t0, () => !!document.querySelector('[data-testid="layer-row"]') && document.body.innerText.includes(`Opened ${fileName}`)).then(resolve);
        },
        { capture: true, once: true },
      );
    });
  };
  w.__armSelect = () => {
    w.__select = new Promise<number>((resolve) => {
      window.addEventListener(
        'pointerdown',
        () => {
          const t0 = performance.now();
          // Selected: its Layers row marked and the Properties panel titled with it (its sections follow
          // in a deferred render); the frame after that draws the selection's controls on the canvas.
          void until(t0, () => !!document.querySelector('[data-testid="layer-row"][data-selected]') && !!document.querySelector('[data-testid="properties-kind"]')).then(resolve);
        },
        { capture: true, once: true },
      );
    });
  };
  w.__armUndo = () => {
    w.__undo = new Promise<number>((resolve) => {
      window.addEventListener(
        'keydown',
        () => {
          const t0 = performance.now();
          void until(t0, () => !!document.querySelector('[data-testid="redo"]:not([disabled]):not([data-disabled])')).then(resolve);
        },
        { capture: true, once: true },
      );
    });
  };
  // Drag frames: a move's capture starts a frame (if none is open); the rAF after Fabric's render ends it.
  let frames: number[] = [];
  let open: number | null = null;
  let recording = false;
  window.addEventListener(
    'pointermove',
    () => {
      if (recording && open === null) open = performance.now();
    },
    { capture: true },
  );
  window.addEventListener('pointermove', () => {
    if (!recording || open === null) return;
    const start = open;
    // Registered after Fabric's own requestAnimationFrame in the same handler chain: runs after its render.
    requestAnimationFrame(() => {
      raster();
      frames.push(performance.now() - start);
      open = null;
    });
  });
  w.__startDrag = () => {
    frames = [];
    open = null;
    recording = true;
  };
  w.__stopDrag = () => {
    recording = false;
    return frames;
  };
};
