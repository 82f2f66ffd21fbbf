import { expect } from 'vitest';
import { insertUser, userIdOf } from '#server/features/posts/test-fixtures';
import { organizationIdOf, propertyIdOf } from '#server/test/content-fixtures';
import type { TTestApp } from '#server/test/harness';

/**
 * Who the console's tests act as, signed in: the demo resident (Les Jardins), the demo manager
 * (both buildings) and a manager of Carré Peel only, for "another building's manager".
 */
export async function consoleActors(t: TTestApp) {
  const org = await organizationIdOf(t.db, 'demo');
  const jardins = await propertyIdOf(t.db, 'jardins-saint-laurent');
  const peel = await propertyIdOf(t.db, 'carre-peel');
  const peelManager = await insertUser(t.db, {
    organizationId: org,
    role: 'ROLE_MANAGER',
    manages: [peel],
  });
  return {
    ids: {
      org,
      jardins,
      peel,
      manager: await userIdOf(t.db, 'manager@example.com'),
      peelManager: peelManager.id,
    },
    tokens: {
      resident: (await t.login('resident@example.com')).token,
      manager: (await t.login('manager@example.com')).token,
      peelManager: (await t.login(peelManager.username, 'password')).token,
    },
  };
}

/** The API's error answer: its status and `error.code`. */
export function expectError(
  response: { statusCode: number; body: string },
  status: number,
  code: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body).error.code).toBe(code);
}
