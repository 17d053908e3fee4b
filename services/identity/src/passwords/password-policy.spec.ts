import { passwordProblem } from './password-policy.js';

describe('passwordProblem', () => {
  it.each([
    ['short1234', 'too_short'],
    ['qwertyuiop', 'common'],
    ['Password2024!', 'common'],
    ['1234567890', 'common'],
    ['aaaaaaaaaaaa', 'common'],
    ['abcabcabcabc', 'common'],
    ['x'.repeat(129), 'too_long'],
  ])('%s → %s', (pw, problem) => {
    expect(passwordProblem(pw)).toBe(problem);
  });

  it('refuses the e-mail name inside the password', () => {
    expect(passwordProblem('kwame.mensah-2026', 'kwame.mensah@example.com')).toBe('contains_email');
  });

  it('accepts a long unusual passphrase', () => {
    expect(passwordProblem('shea butter from Tamale 7', 'ama@example.com')).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('😀😀😀😀😀😀😀😀😀')).toBe('too_short');
  });
});
