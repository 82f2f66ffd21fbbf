import {
  ROLE_MANAGER,
  ROLE_TENANT,
  type TAppConfig,
  type TLoginResponse,
  type TMe,
} from '@habitat/shared';
import { paths } from '@/config/paths';
import { managerSession } from '@/features/manage/login';
import { managePaths } from '@/features/manage/paths';
import type { TSession } from '../session';
import { checkedMe, LoginError, tenantSession } from './login-flow';

/**
 * The session an accepted invitation answers, checked as a sign-in is, and where it leads: a
 * resident to /home, a manager (invited by another) to the console.
 */
export async function welcomeSession(
  login: TLoginResponse,
  config: Pick<TAppConfig, 'organization' | 'property'>,
): Promise<{ session: TSession; me: TMe; to: string }> {
  const me = await checkedMe(login, config);
  if (me.role === ROLE_MANAGER)
    return { ...managerSession(login, me), to: managePaths.dashboard() };
  if (me.role !== ROLE_TENANT) throw new LoginError('role');
  return { ...tenantSession(login, me), to: paths.home() };
}
