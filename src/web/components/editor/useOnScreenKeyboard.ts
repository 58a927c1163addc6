import { useEffect, useState } from 'react';
import { isKeyboardOpen, nextBaseline } from './keyboard';

/** Whether the on-screen keyboard is open, from `visualViewport` resizes (SPEC §2). */
export function useOnScreenKeyboard(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    let baseline = vv.height;
    let landscape = window.innerWidth > window.innerHeight;
    const onResize = () => {
      const nowLandscape = window.innerWidth > window.innerHeight;
      baseline = nextBaseline(baseline, vv.height, nowLandscape !== landscape);
      landscape = nowLandscape;
      setOpen(isKeyboardOpen(baseline, vv.height));
    };
    vv.addEventListener('resize', onResize);
    return () => vv.removeEventListener('resize', onResize);
  }, []);
  return open;
}
