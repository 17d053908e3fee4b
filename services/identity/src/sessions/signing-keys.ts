import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroORM } from '@mikro-orm/postgresql';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import { InjectConfig } from '@sokoni/platform/config';
import type { IdentityConfig } from '../identity.config.js';
import { SCHEMA } from '../identity.schema.js';
import { SigningKey } from './signing-key.entity.js';
import { SigningKeyVault } from './signing-key-vault.js';

export const ALG = 'ES256';
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
/** How often each replica re-reads which key signs (and the rotation job runs). */
export const KEY_RELOAD_MS = 60_000;
/**
 * A new key is listed in the JWKS this long before it signs anything: longer than the JWKS answer's
 * max-age (300 s) and the verifiers' re-fetch cooldown (30 s), so no verifier meets an unknown kid.
 */
export const KEY_ACTIVATION_LEAD_MS = 6 * 60_000;
/**
 * A retired key stays listed until every token it signed has expired: the token lifetime, plus the
 * reload period during which other replicas may still sign with it, plus clock tolerance.
 */
export const RETIRED_KEY_LISTED_MS = ACCESS_TOKEN_TTL_SECONDS * 1000 + KEY_RELOAD_MS + 60_000;
const DAY_MS = 24 * 3600 * 1000;

type PrivateKey = Awaited<ReturnType<typeof importJWK>>;
export interface Signer {
  kid: string;
  key: PrivateKey;
}

/**
 * The signing keys' life: created (listed at once, signing after KEY_ACTIVATION_LEAD_MS), signing,
 * retired when a newer key signs (private half erased, public half listed for RETIRED_KEY_LISTED_MS).
 * Changes run under a table lock, so replicas rotating at the same moment make one new key.
 */
@Injectable()
export class SigningKeys {
  private readonly log = new Logger(SigningKeys.name);
  private signer?: Signer;

  constructor(
    private readonly orm: MikroORM,
    private readonly vault: SigningKeyVault,
    @InjectConfig() private readonly config: IdentityConfig,
  ) {}

  /** The key to sign with now; never touches the database (signing happens inside transactions). */
  current(): Signer {
    if (!this.signer) throw new Error('signing keys not loaded');
    return this.signer;
  }

  /**
   * At start and then every KEY_RELOAD_MS: seals keys stored in plaintext by older versions, makes a
   * key when none can sign, rotates when the newest is due, retires what a newer key replaced, and
   * loads the key this replica signs with.
   */
  async refresh(now = new Date()): Promise<void> {
    const signer = await this.orm.em.fork().transactional(async (em) => {
      await em.execute(`lock table ${SCHEMA}.signing_keys in exclusive mode`);
      await this.sealPlaintext(em);
      let live = await em.find(SigningKey, { retiredAt: null }, { orderBy: { createdAt: 'desc' } });
      const rotationMs = this.config.SIGNING_KEY_ROTATION_DAYS * DAY_MS;
      const newest = live[0];
      if (!newest || newest.createdAt.getTime() <= now.getTime() - rotationMs) {
        live = [await this.create(em, now), ...live];
      }
      let chosen = this.choose(live, now);
      if (!chosen) {
        // Nothing here can sign (the encryption key changed or was lost): a fresh key signs at once;
        // tokens already issued stay verifiable through the old public halves.
        this.log.error(
          'no signing key opens with the configured SIGNING_KEY_ENCRYPTION_KEY(_FILE): made a new one. ' +
            'Every identity replica must use the same encryption key.',
        );
        const fresh = await this.create(em, now);
        live = [fresh, ...live];
        chosen = { row: fresh, jwk: this.vault.open(fresh.privateJwkSealed!, fresh.kid) };
      }
      for (const key of live) {
        if (key.createdAt.getTime() < chosen.row.createdAt.getTime()) this.retire(key, now);
      }
      await em.flush();
      return chosen;
    });
    this.signer = { kid: signer.row.kid, key: await importJWK(signer.jwk as JWK, ALG) };
  }

  /** Every public key a valid token may name: live ones (even not yet signing) and recently retired. */
  async publicKeys(now = new Date()): Promise<Record<string, unknown>[]> {
    const since = new Date(now.getTime() - RETIRED_KEY_LISTED_MS);
    const keys = await this.orm.em
      .fork()
      .find(
        SigningKey,
        { $or: [{ retiredAt: null }, { retiredAt: { $gt: since } }] },
        { orderBy: { createdAt: 'desc' } },
      );
    return keys.map((k) => k.publicJwk);
  }

  /** The newest key whose lead time has passed, else the newest at all (first start): one that opens. */
  private choose(
    live: SigningKey[],
    now: Date,
  ): { row: SigningKey; jwk: Record<string, unknown> } | undefined {
    const opened = live.flatMap((row) => {
      const jwk = this.tryOpen(row);
      return jwk ? [{ row, jwk }] : [];
    });
    const due = now.getTime() - KEY_ACTIVATION_LEAD_MS;
    return opened.find((k) => k.row.createdAt.getTime() <= due) ?? opened[0];
  }

  private tryOpen(row: SigningKey): Record<string, unknown> | undefined {
    if (!row.privateJwkSealed) return undefined;
    try {
      return this.vault.open(row.privateJwkSealed, row.kid);
    } catch {
      this.log.warn(`signing key ${row.kid} does not open with the configured encryption key`);
      return undefined;
    }
  }

  private async create(em: EntityManager, now: Date): Promise<SigningKey> {
    const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
    const sealed = this.vault.seal({ ...(await exportJWK(privateKey)) }, kid);
    const row = em.create(SigningKey, {
      kid,
      privateJwk: null,
      privateJwkSealed: sealed,
      publicJwk,
      createdAt: now,
    });
    await em.flush();
    this.log.log(`made signing key ${kid}`);
    return row;
  }

  private retire(key: SigningKey, now: Date): void {
    key.retiredAt = now;
    key.privateJwkSealed = null;
    key.privateJwk = null;
  }

  private async sealPlaintext(em: EntityManager): Promise<void> {
    const plain = await em.find(SigningKey, { privateJwk: { $ne: null } });
    for (const key of plain) {
      if (!key.retiredAt) key.privateJwkSealed = this.vault.seal(key.privateJwk!, key.kid);
      key.privateJwk = null;
    }
    if (plain.length > 0) {
      await em.flush();
      this.log.log(`sealed ${plain.length} signing key(s) stored in plaintext`);
    }
  }
}
