import { useEffect } from 'react';
import { useMe } from './api';
import { registerDeviceToken } from './push';
import { useLogout } from './use-logout';

/** A failed profile load logs out and goes to /login (docs/product.md: States, API); a loaded user registers push. */
export function SessionWatcher() {
  const me = useMe();
  const logout = useLogout({ endOnServer: false });
  const failed = me.isError;
  const userId = me.data?.id;

  useEffect(() => {
    if (failed) logout();
  }, [failed, logout]);

  useEffect(() => {
    if (userId !== undefined) void registerDeviceToken();
  }, [userId]);

  return null;
}
