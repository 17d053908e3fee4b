import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { PollingLoop } from '@sokoni/platform/events';
import { RUN_JOBS } from '../supplier-verification/verification-expiry.job.js';
import { KEY_RELOAD_MS, SigningKeys } from './signing-keys.js';

/**
 * At start, then every KEY_RELOAD_MS: rotates the signing key when SIGNING_KEY_ROTATION_DAYS have
 * passed, retires the one a newer key replaced, and has this replica pick up whichever key signs
 * now. One-off commands (create-admin) sign nothing and leave the keys alone: a command run with
 * another encryption key would otherwise replace keys it cannot open.
 */
@Injectable()
export class SigningKeyRotation implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(SigningKeyRotation.name);
  private readonly loop: PollingLoop;

  constructor(
    private readonly keys: SigningKeys,
    @Inject(RUN_JOBS) private readonly enabled: boolean,
  ) {
    this.loop = new PollingLoop('signing key rotation', () => keys.refresh(), KEY_RELOAD_MS, this.log);
  }

  /** Before the app listens: a request must find a key to sign with. */
  async onModuleInit(): Promise<void> {
    if (this.enabled) await this.keys.refresh();
  }

  onApplicationBootstrap(): void {
    if (this.enabled) this.loop.nudge(KEY_RELOAD_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }
}
