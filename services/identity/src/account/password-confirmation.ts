import { Injectable } from '@nestjs/common';
import { SignInThrottle } from '../auth/sign-in-throttle.js';
import { Problems } from '../identity.problems.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import type { User } from '../users/user.entity.js';

/**
 * The password asked again before an account-changing step (new e-mail, deletion). Wrong answers
 * count like failed sign-ins (SignInThrottle), so whoever holds a stolen access token cannot use
 * these forms to guess the password.
 */
@Injectable()
export class PasswordConfirmation {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
  ) {}

  async require(user: User, password: string, ip: string | undefined): Promise<void> {
    const admission = await this.throttle.admit(user.email, ip);
    if (!admission.admitted)
      throw Problems.tooManyAttempts(Math.max(1, Math.ceil(admission.retryAfterMs / 1000)));
    let ok: boolean;
    try {
      ok = await this.hasher.verify(user.passwordHash, password);
    } catch (err) {
      await admission.abandoned();
      throw err;
    }
    if (!ok) {
      await admission.failed();
      throw Problems.passwordWrong();
    }
    await admission.succeeded();
  }
}
