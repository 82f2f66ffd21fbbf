import { describe, expect, it } from 'vitest';
import { PASSWORD_PAGE_WELCOMES, passwordPageWelcome } from './password-page-welcome';

describe('passwordPageWelcome', () => {
  it('reads each welcome back from its parameter, and a plain reset as none', () => {
    for (const [welcome, parameter] of Object.entries(PASSWORD_PAGE_WELCOMES)) {
      expect(passwordPageWelcome(parameter)).toBe(welcome);
    }
    expect(passwordPageWelcome(null)).toBeNull();
    expect(passwordPageWelcome('yes')).toBeNull();
  });
});
