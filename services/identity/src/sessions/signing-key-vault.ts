import { Injectable, Logger } from '@nestjs/common';
import { InjectConfig } from '@sokoni/platform/config';
import { encryptionKeyFromSettings, open, seal } from '@sokoni/platform/crypto';
import type { IdentityConfig } from '../identity.config.js';

/**
 * Encrypts the private halves of the access-token signing keys before they reach the database, with
 * SIGNING_KEY_ENCRYPTION_KEY, or else with a key generated once into SIGNING_KEY_ENCRYPTION_KEY_FILE
 * (the standalone run keeps it under DATA_DIR). A database dump alone then signs no tokens.
 */
@Injectable()
export class SigningKeyVault {
  private readonly log = new Logger(SigningKeyVault.name);
  private key?: Buffer;

  constructor(@InjectConfig() private readonly config: IdentityConfig) {}

  seal(privateJwk: Record<string, unknown>, kid: string): string {
    return seal(this.encryptionKey(), JSON.stringify(privateJwk), `signing-key:${kid}`);
  }

  /** Throws SealedBoxError when the blob was sealed under another encryption key. */
  open(sealed: string, kid: string): Record<string, unknown> {
    return JSON.parse(open(this.encryptionKey(), sealed, `signing-key:${kid}`)) as Record<string, unknown>;
  }

  private encryptionKey(): Buffer {
    this.key ??= encryptionKeyFromSettings({
      value: this.config.SIGNING_KEY_ENCRYPTION_KEY,
      file: this.config.SIGNING_KEY_ENCRYPTION_KEY_FILE,
      setting: 'SIGNING_KEY_ENCRYPTION_KEY',
      service: 'identity',
      log: this.log,
    });
    return this.key;
  }
}
