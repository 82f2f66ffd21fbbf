import type {
  TAppConfig,
  TForgotPasswordRequest,
  TLocale,
  TLoginRequest,
  TLoginResponse,
} from '@habitat/shared';
import { apiFetch } from '@/lib/api-client';

export function loginCheck(body: TLoginRequest): Promise<TLoginResponse> {
  return apiFetch<TLoginResponse>('/api/login_check', { method: 'POST', body });
}

/** Asks for a reset e-mail; the server answers ok whether or not the address exists. */
export function requestPasswordReset(options: {
  email: string;
  locale: TLocale;
  brand: TAppConfig['brand'];
}): Promise<{ ok: true }> {
  const body: TForgotPasswordRequest = {
    email: options.email,
    locale: options.locale,
    redirect_url: `${window.location.origin}/reset_password?token={token}`,
    branding: options.brand,
  };
  return apiFetch('/api/forgot_password/', { method: 'POST', body });
}

export function resetPassword(token: string, password: string): Promise<{ ok: true }> {
  return apiFetch(`/api/forgot_password/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password },
  });
}

/** Chooses the first password with an invitation's token; answers a session, as a sign-in does. */
export function acceptInvitation(token: string, password: string): Promise<TLoginResponse> {
  return apiFetch<TLoginResponse>(`/api/invitations/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password },
  });
}
