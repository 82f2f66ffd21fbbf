import type * as Argon2 from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// The native module is loaded by the first sign-in, not at start-up (it holds ~10 MB).
let argon2: Promise<typeof Argon2> | undefined;
const loadArgon2 = () => {
  argon2 ??= import('@node-rs/argon2');
  return argon2;
};

export const hashPassword = async (password: string) =>
  (await loadArgon2()).hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await (await loadArgon2()).verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the user is unknown, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  return decoyHash;
};
