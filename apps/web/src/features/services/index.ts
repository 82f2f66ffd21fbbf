export {
  usePropertyTimeZone,
  useServiceCategories,
  useServicesAvailable,
} from './api';
