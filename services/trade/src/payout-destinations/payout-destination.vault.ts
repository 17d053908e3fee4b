import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHmac } from 'node:crypto';
import { InjectConfig } from '@sokoni/platform/config';
import { deriveKey, encryptionKeyFromSettings, open, seal, SealedBoxError } from '@sokoni/platform/crypto';
import type {
  MobileMoneyNetwork,
  PayoutDestination as ProviderDestination,
} from '../payments/providers/payment-provider.port.js';
import { maskTail } from '../payments/providers/payout-destination.js';
import type { TradeConfig } from '../trade.config.js';
import { SCHEMA } from '../trade.schema.js';
import type { PayoutDestination } from './payout-destination.entity.js';
import { destinationFingerprint, type CheckedDestination } from './payout-destination.rules.js';

type SealedColumn = 'account_number' | 'phone';

/** What a stored fingerprint starts with once keyed; older versions stored the details themselves. */
export const KEYED_FINGERPRINT = 'hmac:';

export interface DestinationNumbers {
  accountNumber: string | null;
  phone: string | null;
}

/** The numbers as a seller sees them: the last 4 digits. */
export interface MaskedNumbers {
  accountNumberMasked: string | null;
  phoneMasked: string | null;
}

interface UnsealedRow {
  id: string;
  account_number: string | null;
  phone: string | null;
  account_number_sealed: string | null;
  phone_sealed: string | null;
  fingerprint: string;
}

/**
 * The one place that sees sellers' full account and phone numbers. They are stored sealed with
 * PAYOUT_DATA_ENCRYPTION_KEY (or a key generated once into PAYOUT_DATA_ENCRYPTION_KEY_FILE), bound
 * to the row and column they belong to, so a sealed number copied onto another destination does
 * not open there. Out of it come only masked numbers, or the full destination for the payment
 * provider. Fingerprints are keyed HMACs of the details: deterministic, for the "same account
 * twice" index, but no help in guessing a short number from a database dump.
 */
@Injectable()
export class PayoutDestinationVault {
  private readonly log = new Logger(PayoutDestinationVault.name);
  private keys?: { seal: Buffer; fingerprint: Buffer };

  constructor(
    @InjectConfig()
    private readonly config: Pick<
      TradeConfig,
      'PAYOUT_DATA_ENCRYPTION_KEY' | 'PAYOUT_DATA_ENCRYPTION_KEY_FILE'
    >,
  ) {}

  /** The sealed columns of destination `id`. */
  seal(
    id: string,
    numbers: DestinationNumbers,
  ): { accountNumberSealed: string | null; phoneSealed: string | null } {
    return {
      accountNumberSealed: this.sealed(id, 'account_number', numbers.accountNumber),
      phoneSealed: this.sealed(id, 'phone', numbers.phone),
    };
  }

  fingerprint(d: CheckedDestination): string {
    return this.keyed(destinationFingerprint(d));
  }

  /** For answers and events. A number that does not open is logged and shown as "••••". */
  masked(d: PayoutDestination): MaskedNumbers {
    const mask = (column: SealedColumn): string | null => {
      try {
        const value = this.opened(d, column);
        return value === null ? null : maskTail(value);
      } catch (err) {
        if (!(err instanceof SealedBoxError)) throw err;
        this.log.error(err.message);
        return maskTail('');
      }
    };
    return { accountNumberMasked: mask('account_number'), phoneMasked: mask('phone') };
  }

  /**
   * The destination as the payment port takes it, with the full numbers: only the provider sees
   * them. Throws SealedBoxError when a number does not open (another key, or moved from another row).
   */
  forProvider(d: PayoutDestination): ProviderDestination {
    if (d.kind === 'bank_account')
      return {
        kind: 'bank_account',
        bankCode: d.bankCode ?? '',
        accountNumber: this.opened(d, 'account_number') ?? '',
        accountName: d.accountName,
        currency: d.currency,
        country: d.country ?? '',
      };
    if (d.kind === 'mobile_money')
      return {
        kind: 'mobile_money',
        network: (d.network ?? '') as MobileMoneyNetwork,
        phone: this.opened(d, 'phone') ?? '',
        accountName: d.accountName,
        currency: d.currency,
        country: d.country ?? '',
      };
    return { kind: 'sandbox', label: d.accountName };
  }

  /**
   * Seals up to `limit` rows left in plaintext by older versions (numbers and fingerprint), in the
   * caller's transaction; rows another replica is sealing are skipped. Returns how many it took:
   * fewer than `limit` means none is left.
   */
  async sealPlaintext(em: EntityManager, limit: number): Promise<number> {
    const rows = await em.execute<UnsealedRow[]>(
      `select id, account_number, phone, account_number_sealed, phone_sealed, fingerprint
       from ${SCHEMA}.payout_destination
       where account_number is not null or phone is not null or fingerprint not like '${KEYED_FINGERPRINT}%'
       order by id limit ${limit} for update skip locked`,
    );
    if (rows.length === 0) return 0;
    const sealed = rows.map((r) => ({
      id: r.id,
      account_number_sealed: r.account_number_sealed ?? this.sealed(r.id, 'account_number', r.account_number),
      phone_sealed: r.phone_sealed ?? this.sealed(r.id, 'phone', r.phone),
      // The old fingerprint is the text the keyed one is made from (destinationFingerprint).
      fingerprint: r.fingerprint.startsWith(KEYED_FINGERPRINT) ? r.fingerprint : this.keyed(r.fingerprint),
    }));
    // A live twin stored since by this version (an older replica did not see its keyed fingerprint)
    // keeps the unique index's place; this one gets a fingerprint of its own, never its number.
    await em.execute(
      `update ${SCHEMA}.payout_destination d set
         account_number_sealed = v.account_number_sealed, phone_sealed = v.phone_sealed,
         account_number = null, phone = null,
         fingerprint = case when d.removed_at is null and exists (
             select 1 from ${SCHEMA}.payout_destination o
             where o.seller_id = d.seller_id and o.fingerprint = v.fingerprint and o.removed_at is null
               and o.id <> d.id)
           then v.fingerprint || ':' || d.id else v.fingerprint end
       from jsonb_to_recordset(?::jsonb)
         as v(id uuid, account_number_sealed text, phone_sealed text, fingerprint text)
       where d.id = v.id`,
      [JSON.stringify(sealed)],
    );
    return rows.length;
  }

  private sealed(id: string, column: SealedColumn, value: string | null): string | null {
    return value === null ? null : seal(this.key().seal, value, context(id, column));
  }

  private opened(d: PayoutDestination, column: SealedColumn): string | null {
    const [sealedValue, legacy] =
      column === 'account_number'
        ? [d.accountNumberSealed, d.legacyAccountNumber]
        : [d.phoneSealed, d.legacyPhone];
    // A row an older replica stored since this one sealed the table at start: plaintext until the next pass.
    if (!sealedValue) return legacy ?? null;
    try {
      return open(this.key().seal, sealedValue, context(d.id, column));
    } catch (err) {
      if (!(err instanceof SealedBoxError)) throw err;
      throw new SealedBoxError(
        `payout destination ${d.id}: its ${column} does not open with PAYOUT_DATA_ENCRYPTION_KEY(_FILE)`,
      );
    }
  }

  private keyed(details: string): string {
    return `${KEYED_FINGERPRINT}${createHmac('sha256', this.key().fingerprint).update(details).digest('base64url')}`;
  }

  private key(): { seal: Buffer; fingerprint: Buffer } {
    if (!this.keys) {
      const key = encryptionKeyFromSettings({
        value: this.config.PAYOUT_DATA_ENCRYPTION_KEY,
        file: this.config.PAYOUT_DATA_ENCRYPTION_KEY_FILE,
        setting: 'PAYOUT_DATA_ENCRYPTION_KEY',
        service: 'trade',
        log: this.log,
      });
      this.keys = { seal: key, fingerprint: deriveKey(key, 'sokoni trade payout destination fingerprint') };
    }
    return this.keys;
  }
}

/** What a sealed number is bound to: its row and column. */
const context = (id: string, column: SealedColumn) => `payout_destination:${id.toLowerCase()}:${column}`;
