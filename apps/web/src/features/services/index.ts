export {
  usePropertyTimeZone,
  useServiceCategories,
  useServicesAvailable,
  useUserProperty,
} from './api';
