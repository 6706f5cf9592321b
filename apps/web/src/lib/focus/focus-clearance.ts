/**
 * Keeps focused and scrolled-to elements clear of what is fixed over the page (WCAG 2.2 2.4.11,
 * focus not obscured). The height of each such bar is kept in a CSS variable on the root element,
 * which index.css turns into the page's scroll padding: the browser then scrolls a field it focuses
 * (a form's first invalid field after a failed submit) below the header and above the toasts'
 * strip rather than under them. Heights are measured, not assumed: a header grows when its menu
 * opens, its text wraps or text is enlarged, and the reconnecting notice comes and goes.
 */
function measureInto(variable: string) {
  /** A ref callback; React 19 calls the cleanup it returns when the element goes. */
  return (element: HTMLElement | null): (() => void) | undefined => {
    if (!element) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(variable, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  };
}

/** The ref of a sticky header: `<header ref={stickyHeaderRef} className="sticky top-0 …">`, as `--sticky-top`. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS variables
export const stickyHeaderRef = measureInto('--sticky-top');

/** The ref of the reconnecting notice in the bottom strip, as `--notice-height`: toasts stack above it. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS variables
export const bottomNoticeRef = measureInto('--notice-height');
