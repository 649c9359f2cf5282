import { useLayoutEffect, useState } from 'react';

/** What a scrolling box gets once its content is wider than it: a named, focusable region. */
export interface ScrollRegionProps {
  tabIndex?: 0;
  role?: 'region';
  'aria-label'?: string;
}

/**
 * A horizontally scrolling box that a keyboard can scroll (WCAG 2.1.1, axe's
 * scrollable-region-focusable): while its content overflows it, the box takes the focus (Tab,
 * then the arrow keys) and is a region named `label`; otherwise it adds no tab stop. `setContent`
 * goes on the box's only child (the box keeps its own ref); a ResizeObserver on both keeps it
 * current. Spread `regionProps` on the box.
 */
export function useScrollRegion(label: string): {
  setContent: (node: HTMLElement | null) => void;
  regionProps: ScrollRegionProps;
} {
  const [content, setContent] = useState<HTMLElement | null>(null);
  const [scrolls, setScrolls] = useState(false);

  useLayoutEffect(() => {
    const box = content?.parentElement;
    if (!content || !box) return undefined;
    const update = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(box);
    observer.observe(content);
    return () => observer.disconnect();
  }, [content]);

  return {
    setContent,
    regionProps: scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {},
  };
}
