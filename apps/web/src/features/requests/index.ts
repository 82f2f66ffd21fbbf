// Only what the layout needs on every page: the pages themselves are lazy-loaded routes.
export { useRequestsAvailable } from './categories-api';
