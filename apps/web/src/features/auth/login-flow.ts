import { ROLE_TENANT, type TAppConfig, type TLoginResponse, type TMe } from '@habitat/shared';
import { isApiError } from '@/lib/api-client';
import { fetchMe, type TSession } from '../session';
import { loginCheck } from './api';

/**
 * Why a login was refused: wrong credentials (401), too many attempts (429), anything else
 * going wrong, a user who is not a tenant, or an account of another organization or property (docs/product.md: Field rules),
 * or a resident whose every lease has ended (403 lease_ended).
 */
export type TLoginFailure =
  | 'credentials'
  | 'throttled'
  | 'unavailable'
  | 'role'
  | 'organization'
  | 'property'
  | 'lease_ended';

export class LoginError extends Error {
  readonly reason: TLoginFailure;
  constructor(reason: TLoginFailure) {
    super(`login refused: ${reason}`);
    this.name = 'LoginError';
    this.reason = reason;
  }
}

/**
 * Authenticates and checks the user before anything is stored: a refused login never
 * leaves a token behind.
 */
export async function authenticate(options: {
  username: string;
  password: string;
  rememberMe?: boolean;
  config: Pick<TAppConfig, 'organization' | 'property'>;
}): Promise<{ session: TSession; me: TMe }> {
  const { config } = options;
  let login: TLoginResponse;
  try {
    login = await loginCheck({
      username: options.username.trim(),
      password: options.password,
      rememberMe: options.rememberMe,
    });
  } catch (error) {
    throw new LoginError(loginCheckFailure(error));
  }
  return sessionOfLogin(login, config);
}

/**
 * The checks of docs/product.md: Field rules on a sign-in's answer (the login's, or the one an
 * accepted invitation gives), before anything is stored.
 */
export async function sessionOfLogin(
  login: TLoginResponse,
  config: Pick<TAppConfig, 'organization' | 'property'>,
): Promise<{ session: TSession; me: TMe }> {
  const me = await checkedMe(login, config);
  if (me.role !== ROLE_TENANT) throw new LoginError('role');
  return tenantSession(login, me);
}

/** The deployment's checks on a sign-in's answer, then the account it signs in. */
export async function checkedMe(
  login: TLoginResponse,
  config: Pick<TAppConfig, 'organization' | 'property'>,
): Promise<TMe> {
  if (login.organization !== config.organization) throw new LoginError('organization');
  if (config.property !== null && login.property !== config.property) {
    throw new LoginError('property');
  }
  try {
    return await fetchMe(login.token);
  } catch {
    throw new LoginError('unavailable');
  }
}

/** A resident's session, on the building the sign-in answered. */
export function tenantSession(login: TLoginResponse, me: TMe): { session: TSession; me: TMe } {
  return {
    session: {
      token: login.token,
      userId: me.id,
      organization: login.organization,
      property: login.property,
    },
    me,
  };
}

function loginCheckFailure(error: unknown): TLoginFailure {
  if (!isApiError(error)) return 'unavailable';
  if (error.status === 401) return 'credentials';
  if (error.status === 429) return 'throttled';
  if (error.code === 'lease_ended') return 'lease_ended';
  return 'unavailable';
}
