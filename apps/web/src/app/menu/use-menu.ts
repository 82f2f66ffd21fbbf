import { useBrand } from '../../brand';
import { useLoggedIn } from '../../features/session';
import { menuEntries, NO_FEATURES, type TMenuFeatures, tabIds } from './menu-entries';

/**
 * Feature data that decides menu entries. Services, news, billboard, requests,
 * bookings and documents are not built yet: their entries stay hidden until their
 * feature supplies a hook here.
 */
function useMenuFeatures(): TMenuFeatures {
  return NO_FEATURES;
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
