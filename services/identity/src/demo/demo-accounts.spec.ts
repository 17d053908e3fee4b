import { passwordProblem } from '../passwords/password-policy.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

describe('demo accounts', () => {
  it('have passwords the sign-up policy itself would accept', () => {
    for (const a of DEMO_ACCOUNTS)
      expect([a.email, passwordProblem(a.password, a.email)]).toEqual([a.email, null]);
  });

  it('are one buyer and one seller who can also buy', () => {
    expect(DEMO_ACCOUNTS.map((a) => a.role).sort()).toEqual(['both', 'buyer']);
  });
});
