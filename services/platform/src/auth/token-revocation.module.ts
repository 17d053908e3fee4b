import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TokenRevocationConsumer } from './token-revocation.consumer.js';
import {
  TOKEN_REVOCATION_OPTIONS,
  TokenRevocations,
  type TokenRevocationOptions,
} from './token-revocations.js';

/**
 * Makes TokenVerifier (hence JwtAuthGuard) refuse access tokens issued before their user was
 * suspended or changed role, and those of a session that ended. Needs CacheModule and, unless
 * `consume: false`, EventsModule's transport; `servicePlatform()` mounts it for every service.
 * Without it (the gateway, which has no event transport) tokens are checked for signature and
 * expiry only, and the services behind refuse.
 */
@Global()
@Module({})
export class TokenRevocationModule {
  static forRoot(options: TokenRevocationOptions): DynamicModule {
    return {
      module: TokenRevocationModule,
      providers: [
        { provide: TOKEN_REVOCATION_OPTIONS, useValue: options },
        TokenRevocations,
        ...(options.consume === false ? [] : [TokenRevocationConsumer]),
      ],
      exports: [TokenRevocations],
    };
  }
}
