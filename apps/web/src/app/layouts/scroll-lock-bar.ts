/**
 * The class a fixed bar takes so that it does not move when a dialog's scroll lock hides the
 * page's scroll bar (react-remove-scroll's `zeroRight`; build/scroll-lock-class-names.test.ts
 * checks it is the library's).
 */
export const SCROLL_LOCK_BAR_CLASS = 'right-scroll-bar-position';
