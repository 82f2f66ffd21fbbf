import { useBrand } from '@/brand';
import { useRequestsAvailable } from '@/features/requests';
import { useServicesAvailable } from '@/features/services';
import { useLoggedIn } from '@/features/session';
import { menuEntries, NO_FEATURES, type TMenuFeatures, tabIds } from './menu-entries';

/**
 * Feature data that decides menu entries.
 * News and documents need no data (menuEntries keeps them for logged-in users);
 * services wait for services and categories to load (docs/product.md: Screens), and so do bookings
 * ("bookings (only if services and categories exist)"; menuEntries adds logged in).
 */
function useMenuFeatures(): TMenuFeatures {
  const services = useServicesAvailable();
  const requests = useRequestsAvailable();
  // The billboard needs no data either: it is there for logged-in users (its entry) and, as a
  // footer tab, for visitors too, who see the no-account notice (docs/product.md: Screens). Requests wait for
  // the request categories of the user's property (docs/product.md: Screens).
  return {
    ...NO_FEATURES,
    news: true,
    documents: true,
    billboard: true,
    services,
    requests,
    bookings: services,
  };
}

export function useMenu() {
  const loggedIn = useLoggedIn();
  const brand = useBrand();
  const features = useMenuFeatures();
  return {
    loggedIn,
    entries: menuEntries({ loggedIn, brand, features }),
    tabs: tabIds({ loggedIn, features }),
  };
}
