import { useSearchParams } from 'react-router';
import { NoAccountNotice } from '../components/no-account-notice';

/** /no-account: `?login` selects the logged-out variant (docs/product.md: Screens). */
export function NoAccountPage() {
  const [search] = useSearchParams();
  return <NoAccountNotice variant={search.has('login') ? 'logged-out' : 'login-button'} />;
}
