import { BREAKPOINTS } from '@habitat/shared';
import { useMediaQuery } from '@mantine/hooks';

export type TFormFactor = 'mobile' | 'tablet' | 'desktop';

/** Desktop layout above 600 px; "tablet" is the desktop layout below 1100 px (docs/product.md: Screens, Limits). */
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.desktop + 1}px)`;
export const WIDE_QUERY = `(min-width: ${BREAKPOINTS.wide}px)`;

/** The one form-factor switch of the app. */
export function useFormFactor(): TFormFactor {
  const options = { getInitialValueInEffect: false };
  const aboveMobile = useMediaQuery(DESKTOP_QUERY, undefined, options);
  const wide = useMediaQuery(WIDE_QUERY, undefined, options);
  if (!aboveMobile) return 'mobile';
  return wide ? 'desktop' : 'tablet';
}

/** The form layout a page uses: tablet shares the desktop fields. */
export function useLayoutKind(): 'mobile' | 'desktop' {
  return useFormFactor() === 'mobile' ? 'mobile' : 'desktop';
}
