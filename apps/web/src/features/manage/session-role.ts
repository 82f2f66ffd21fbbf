import { ROLE_MANAGER } from '@habitat/shared';

/**
 * Which side of the app a session belongs to, read from its token's `role` claim. Only for
 * routing: the server checks the role on every call, so a forged claim opens no data. Kept
 * tiny and free of console code: the resident guard imports it.
 */
export type TSessionSide = 'resident' | 'manager';

function payloadOf(token: string): unknown {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')));
  } catch {
    return null;
  }
}

/** Manager for a ROLE_MANAGER token; resident for any other (a tenant's, an unreadable one). */
export function sessionSideOf(token: string): TSessionSide {
  const payload = payloadOf(token);
  const role =
    typeof payload === 'object' && payload !== null && 'role' in payload ? payload.role : null;
  return role === ROLE_MANAGER ? 'manager' : 'resident';
}
