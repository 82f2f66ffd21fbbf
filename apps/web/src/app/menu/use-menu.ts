import { useBrand } from '../../brand';
import { useRequestsAvailable } from '../../features/requests';
import { useServicesAvailable } from '../../features/services';
import { useLoggedIn } from '../../features/session';
import { menuEntries, NO_FEATURES, type TMenuFeatures, tabIds } from './menu-entries';

/**
 * Feature data that decides menu entries. Bookings are not built yet: their entry stays
 * hidden until their feature supplies a hook here.
 * News and documents need no data (menuEntries keeps them for logged-in users);
 * services wait for services and categories to load (spec §2).
 */
function useMenuFeatures(): TMenuFeatures {
  const services = useServicesAvailable();
  const requests = useRequestsAvailable();
  // The billboard needs no data either: it is there for logged-in users (its entry) and, as a
  // footer tab, for visitors too, who see the no-account notice (spec §2). Requests wait for
  // the request categories of the user's property (spec §2).
  return { ...NO_FEATURES, news: true, documents: true, billboard: true, services, requests };
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
