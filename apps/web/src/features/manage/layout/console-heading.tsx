import { Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The page's h1. After each navigation inside the console (not on the first page) the focus
 * moves to it, so screen readers announce the new page and keyboard users start from its top.
 */
export function ConsoleHeading(props: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const navigated = shown.current !== null && shown.current !== pathname;
    shown.current = pathname;
    if (navigated) heading.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <Title
      ref={heading}
      order={1}
      id="page-title"
      tabIndex={-1}
      size="h3"
      lineClamp={1}
      style={{ outline: 'none' }}
    >
      {props.children}
    </Title>
  );
}
