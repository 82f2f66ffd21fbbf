import type { TService } from './services.types';
import { hasOpeningHours } from './weekdays';

/**
 * A service with a link and no e-mail, phone or opening hours opens its link externally
 * from the services list instead of its detail page (docs/product.md: Screens, services list).
 */
export function opensLinkExternally(
  service: Pick<TService, 'link' | 'email' | 'phoneNumber' | 'hours'>,
): boolean {
  const blank = (value: string | null) => value === null || value.trim() === '';
  return (
    !blank(service.link) &&
    blank(service.email) &&
    blank(service.phoneNumber) &&
    !hasOpeningHours(service.hours)
  );
}
