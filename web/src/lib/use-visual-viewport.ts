import { useEffect, useState } from 'react';

export interface VisibleArea {
  top: number;
  height: number;
}

function visibleArea(): VisibleArea | null {
  const viewport = window.visualViewport;
  return viewport ? { top: viewport.offsetTop, height: viewport.height } : null;
}

/**
 * The part of the layout viewport that is really on screen while `active`: on a phone the
 * on-screen keyboard covers the bottom of the page without shrinking it (iOS, and Android by
 * default), and only the visual viewport says how much is left. Null where the browser has none.
 */
export function useVisualViewport(active: boolean): VisibleArea | null {
  const [area, setArea] = useState<VisibleArea | null>(null);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!active || !viewport) return;
    const update = () =>
      setArea((was) => {
        const now = visibleArea();
        return now && was && now.top === was.top && now.height === was.height ? was : now;
      });
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [active]);
  return active ? area : null;
}
