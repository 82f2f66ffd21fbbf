import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useRef,
} from 'react';
import { useLocation } from 'react-router';
import heading from '@/ui/heading.module.css';
import classes from './page-heading.module.css';

/**
 * The path of the page last shown, or null before the first one. Root holds it, so it
 * outlives the layout, which remounts when a session starts or ends (sign-in lands on a
 * new layout that must still know it was a navigation).
 */
export const ShownPathContext = createContext<RefObject<string | null> | null>(null);

/**
 * Moves the focus to the heading after each client-side navigation (not on the first page,
 * whose own field may take it): screen readers announce the new page and keyboard users
 * continue from its top instead of from the lost <body> (WCAG 2.4.3).
 */
function useFocusAfterNavigation(heading: RefObject<HTMLHeadingElement | null>) {
  const shownPath = useContext(ShownPathContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!shownPath) return;
    const navigated = shownPath.current !== null && shownPath.current !== pathname;
    shownPath.current = pathname;
    if (navigated) heading.current?.focus({ preventScroll: true });
  }, [pathname, shownPath, heading]);
}

/**
 * The page's h1, on one line in the header of both layouts. A plain element: it is part of every
 * page's first render.
 */
export function PageHeading(props: { size: 'h3' | 'h4'; className?: string; children: ReactNode }) {
  const element = useRef<HTMLHeadingElement>(null);
  useFocusAfterNavigation(element);
  return (
    <h1
      ref={element}
      id="page-title"
      tabIndex={-1}
      data-size={props.size}
      className={[heading.heading, classes.oneLine, props.className].filter(Boolean).join(' ')}
    >
      {props.children}
    </h1>
  );
}
