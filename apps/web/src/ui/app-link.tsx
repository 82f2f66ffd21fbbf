import { type AnchorHTMLAttributes, forwardRef, type MouseEvent, useContext } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';

export type TAppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of the app, as `paths` builds them. */
  to: string;
};

/** A click the browser handles itself: another button, a modifier key, another target. */
const isBrowsersOwn = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (event.currentTarget.target !== '' && event.currentTarget.target !== '_self');

/**
 * A link to a page of the app, for the links a list renders by the dozen
 * (docs/decisions/042-plain-links-in-lists.md). React Router's `Link` runs about thirty hooks
 * per link (resolving its address, prefetching, its click handler): on /home's cards and the
 * tab bar that was a measurable part of the first render on a phone. This one reads the
 * router's navigator and does what `Link` does for an absolute path: a plain click opens the
 * page in the app, adding to the history, or replacing the entry when the page is already the
 * current one; any other click is the browser's.
 */
export const AppLink = forwardRef<HTMLAnchorElement, TAppLinkProps>(function AppLink(
  { to, onClick, ...rest },
  ref,
) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname, search, hash } = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isBrowsersOwn(event)) return;
    event.preventDefault();
    if (`${pathname}${search}${hash}` === to) navigator.replace(to);
    else navigator.push(to);
  };
  return <a {...rest} ref={ref} href={to} onClick={follow} />;
});
