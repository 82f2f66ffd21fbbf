export { usePropertyTimeZone, useServicesAvailable } from './api';
