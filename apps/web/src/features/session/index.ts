export {
  authFetch,
  bindQueryCacheToSession,
  fetchMe,
  meQueryKey,
  useMe,
  useStartSession,
} from './api';
export { pushPermissionDenied } from './push-permission';
export { sessionStore, type TSession } from './session-store';
export { SessionWatcher } from './session-watcher';
export { useLogout } from './use-logout';
export { useLoggedIn, useSession, useSessionExpired } from './use-session';
export { useUserProperty, useUserPropertyId } from './use-user-property';
