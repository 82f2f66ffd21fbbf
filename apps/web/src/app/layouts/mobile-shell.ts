/** The phone layout's header height (px, before the safe area); the slide-in menu opens below it. */
export const HEADER_HEIGHT = 56;
/** The slide-in menu's content, which the header's toggle controls. */
export const MOBILE_MENU_ID = 'main-menu';
