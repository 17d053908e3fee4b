import { hash, verify } from '@node-rs/argon2';
import { Injectable } from '@nestjs/common';

/**
 * argon2id with OWASP's first recommended setting (m = 19 MiB, t = 2, p = 1). Verifying an unknown
 * account still costs one hash, so response time does not reveal whether the e-mail exists.
 */
// algorithm 2 is Argon2id (the package exports it as a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  private dummy?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(hashed: string | undefined, password: string): Promise<boolean> {
    if (!hashed) {
      this.dummy ??= hash('sokoni-timing-equaliser', OPTIONS);
      await verify(await this.dummy, password).catch(() => false);
      return false;
    }
    return verify(hashed, password).catch(() => false);
  }
}
