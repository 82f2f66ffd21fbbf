/**
 * A bar's height with the phone's inset on that side added (the notch and status bar above, the
 * home indicator below). The inset is 0 in a browser; inside the mobile app the page covers the
 * whole screen (index.html's viewport-fit=cover), and global.css pads the bars by it.
 */
export function withSafeArea(height: number, side: 'top' | 'bottom'): string {
  return `calc(${height}px + env(safe-area-inset-${side}))`;
}
