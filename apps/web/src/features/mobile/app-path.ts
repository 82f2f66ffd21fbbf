/**
 * The app path a push's link or an opened address is about (`/requests/123`, or the path of
 * `https://<host>/requests/123`), or null: only the app's own pages are opened, never another site.
 */
export function appPathOf(link: string): string | null {
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
