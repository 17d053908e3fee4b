import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { uuidv7 } from '@sokoni/platform/db';
import { AddressProblems } from './address.problems.js';
import { toAddressView, type AddressBookView, type AddressView } from './address.view.js';
import type { CreateAddressDto, UpdateAddressDto } from './addresses.dto.js';
import { BuyerAddress } from './buyer-address.entity.js';

/** Enough for every warehouse, office and port a trading company ships to; a bound on one account. */
export const MAX_ADDRESSES = 20;

const CLEARABLE = ['label', 'company', 'line2', 'region', 'postalCode'] as const;
const REQUIRED = ['fullName', 'line1', 'city', 'country', 'phone'] as const;

/**
 * A buyer's address book: list, add, change, delete, choose the default. Every change runs under a
 * per-buyer transaction lock, so the limit and "there is a default while there are addresses" hold
 * under concurrent requests; the partial unique index makes two defaults impossible anyway. Nothing
 * else reads the book (checkout is sent a copy of the address), so no event is published.
 */
@Injectable()
export class AddressBook {
  constructor(private readonly orm: MikroORM) {}

  async list(buyer: AuthUser): Promise<AddressBookView> {
    const rows = await ordered(this.orm.em.fork(), buyerIdOf(buyer));
    return { items: rows.map(toAddressView), max: MAX_ADDRESSES };
  }

  /** Adds one; the first becomes the default, a later one when asked. */
  async create(buyer: AuthUser, input: CreateAddressDto): Promise<AddressView> {
    const buyerId = buyerIdOf(buyer);
    return this.orm.em.fork().transactional(async (em) => {
      await lockBook(em, buyerId);
      const rows = await em.find(BuyerAddress, { buyerId });
      if (rows.length >= MAX_ADDRESSES) throw AddressProblems.full({ max: MAX_ADDRESSES });
      const current = rows.find((a) => a.isDefault);
      const makeDefault = !current || input.makeDefault === true;
      if (current && makeDefault) {
        current.isDefault = false;
        current.updatedAt = new Date();
        await em.flush(); // the old default must be cleared before the unique index sees the new one
      }
      const now = new Date();
      const row = em.create(BuyerAddress, {
        id: uuidv7(),
        buyerId,
        label: input.label ?? null,
        fullName: input.fullName,
        company: input.company ?? null,
        line1: input.line1,
        line2: input.line2 ?? null,
        city: input.city,
        region: input.region ?? null,
        postalCode: input.postalCode ?? null,
        country: input.country,
        phone: input.phone,
        isDefault: makeDefault,
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      return toAddressView(row);
    });
  }

  /** Changes the fields given; `null` clears an optional one. */
  async update(buyer: AuthUser, id: string, input: UpdateAddressDto): Promise<AddressView> {
    const given = [...CLEARABLE, ...REQUIRED].filter((f) => input[f] !== undefined);
    if (given.length === 0) throw AddressProblems.emptyChange();
    const buyerId = buyerIdOf(buyer);
    return this.orm.em.fork().transactional(async (em) => {
      await lockBook(em, buyerId);
      const row = await own(em, buyerId, id);
      for (const f of CLEARABLE) if (input[f] !== undefined) row[f] = input[f];
      for (const f of REQUIRED) if (input[f] !== undefined && input[f] !== null) row[f] = input[f];
      row.updatedAt = new Date();
      await em.flush();
      return toAddressView(row);
    });
  }

  /** Deletes one; when it was the default, the newest other address becomes the default. */
  async remove(buyer: AuthUser, id: string): Promise<void> {
    const buyerId = buyerIdOf(buyer);
    await this.orm.em.fork().transactional(async (em) => {
      await lockBook(em, buyerId);
      const row = await own(em, buyerId, id);
      const wasDefault = row.isDefault;
      em.remove(row);
      await em.flush();
      if (!wasDefault) return;
      const next = await em.findOne(
        BuyerAddress,
        { buyerId },
        { orderBy: { createdAt: 'desc', id: 'desc' } },
      );
      if (next) {
        next.isDefault = true;
        next.updatedAt = new Date();
        await em.flush();
      }
    });
  }

  /** Makes one the default (the previous default stays in the book). */
  async makeDefault(buyer: AuthUser, id: string): Promise<AddressView> {
    const buyerId = buyerIdOf(buyer);
    return this.orm.em.fork().transactional(async (em) => {
      await lockBook(em, buyerId);
      const row = await own(em, buyerId, id);
      if (row.isDefault) return toAddressView(row);
      const previous = await em.findOne(BuyerAddress, { buyerId, isDefault: true });
      if (previous) {
        previous.isDefault = false;
        previous.updatedAt = new Date();
        await em.flush();
      }
      row.isDefault = true;
      row.updatedAt = new Date();
      await em.flush();
      return toAddressView(row);
    });
  }
}

const buyerIdOf = (buyer: AuthUser) => buyer.id.toLowerCase();

/** The default first, then the newest. */
const ordered = (em: EntityManager, buyerId: string) =>
  em.find(BuyerAddress, { buyerId }, { orderBy: { isDefault: 'desc', createdAt: 'desc', id: 'desc' } });

/** The buyer's own address, or the 404 a stranger's gets too. */
async function own(em: EntityManager, buyerId: string, id: string): Promise<BuyerAddress> {
  const row = await em.findOne(BuyerAddress, { id: id.toLowerCase(), buyerId });
  if (!row) throw AddressProblems.notFound();
  return row;
}

/** One change at a time per buyer (transaction-scoped). */
async function lockBook(em: EntityManager, buyerId: string): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`address_book:${buyerId}`]);
}
