import { ROLE_MANAGER, type TLoginResponse, type TMe } from '@habitat/shared';
import { apiFetch, isApiError } from '@/lib/api-client';
import { fetchMe, type TSession } from '../session';

/** Why the console refused a sign-in; 'tenant' points the person to the resident app. */
export type TManageLoginFailure =
  | 'credentials'
  | 'throttled'
  | 'unavailable'
  | 'tenant'
  | 'organization';

export class ManageLoginError extends Error {
  constructor(readonly reason: TManageLoginFailure) {
    super(`manager sign-in refused: ${reason}`);
    this.name = 'ManageLoginError';
  }
}

function failureOf(error: unknown): TManageLoginFailure {
  if (!isApiError(error)) return 'unavailable';
  if (error.status === 401) return 'credentials';
  if (error.status === 429) return 'throttled';
  return 'unavailable';
}

/**
 * Signs a manager in; nothing is stored unless the account is a manager of this deployment's
 * organization (a tenant's token is dropped: the resident app is where they sign in).
 */
export async function authenticateManager(options: {
  username: string;
  password: string;
  organization: number | null;
}): Promise<{ session: TSession; me: TMe }> {
  let login: TLoginResponse;
  try {
    login = await apiFetch<TLoginResponse>('/api/login_check', {
      method: 'POST',
      body: { username: options.username.trim(), password: options.password },
    });
  } catch (error) {
    throw new ManageLoginError(failureOf(error));
  }
  let me: TMe;
  try {
    me = await fetchMe(login.token);
  } catch {
    throw new ManageLoginError('unavailable');
  }
  if (me.role !== ROLE_MANAGER) throw new ManageLoginError('tenant');
  if (login.organization !== options.organization) throw new ManageLoginError('organization');
  return managerSession(login, me);
}

/** A manager's session: the console picks the building, so none is stored. */
export function managerSession(login: TLoginResponse, me: TMe): { session: TSession; me: TMe } {
  return {
    session: {
      token: login.token,
      userId: me.id,
      organization: login.organization,
      property: null,
    },
    me,
  };
}
