import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import type { CartConfig } from '../cart.config.js';
import { priceSnapshot, quantityFault } from '../pricing/pricing.js';
import type { ProductSnapshot } from '../products/product-snapshot.entity.js';
import { ProductSnapshots } from '../products/product-snapshots.js';
import { CartLine } from './cart-line.entity.js';
import { lockCart } from './cart-lock.js';
import type { CartRows } from './cart-rows.js';
import { CartProblems } from './cart.problems.js';
import { toCartView, type CartView } from './cart.view.js';

/** One buyer's whole cart: lines by product and the products they need. */
export interface OpenCart {
  userId: string;
  lines: Map<string, CartLine>;
  products: Map<string, ProductSnapshot>;
  /** A new line: managed by the unit of work it was opened in (the caller flushes), or a plain row. */
  newLine(data: NewLine): CartLine;
}

type NewLine = Omit<CartLine, 'createdAt' | 'updatedAt'>;

/**
 * Reads and changes a buyer's cart. A cart is small (CART_MAX_LINES), so a write loads all of it
 * under the buyer's lock, applies the rules in memory and flushes once; the answer is built from
 * the same unit of work (PGlite: no second connection inside a transaction).
 *
 * The pricing rule: a line's snapshot (unit price of its quantity's tier, currency, title, image,
 * seller) is taken from the current product whenever the buyer sets its quantity — add, merge or
 * PATCH — and at no other time. Catalogue events change only the product read model, so a changed
 * product flags the line (see lineState) until the buyer sets the quantity again, which is how they
 * accept the new price.
 */
@Injectable()
export class CartStore {
  constructor(
    private readonly snapshots: ProductSnapshots,
    @InjectConfig() private readonly config: CartConfig,
  ) {}

  /** `lock`: for a write; also loads `productIds` besides those of the lines. */
  async open(
    em: EntityManager,
    userId: string,
    o: { lock: boolean; productIds?: readonly string[] },
  ): Promise<OpenCart> {
    if (o.lock) await lockCart(em, userId);
    const lines = await em.find(CartLine, { userId });
    const products = await this.snapshots.byIds(em, [
      ...lines.map((l) => l.productId),
      ...(o.productIds ?? []),
    ]);
    return {
      userId,
      lines: new Map(lines.map((l) => [l.productId, l])),
      products,
      newLine: (data) => em.create(CartLine, data),
    };
  }

  /** A cart read by `readCart`, outside any unit of work: its new lines are plain rows. */
  detached(userId: string, rows: CartRows): OpenCart {
    return {
      userId,
      lines: new Map(rows.lines.map((l) => [l.productId, l])),
      products: rows.products,
      newLine: (data) => {
        const now = new Date();
        return { ...data, createdAt: now, updatedAt: now };
      },
    };
  }

  view(cart: OpenCart): CartView {
    return toCartView([...cart.lines.values()], cart.products);
  }

  /** The buyer's line by its id; another buyer's line is as unknown as a missing one. */
  line(cart: OpenCart, id: string): CartLine {
    const line = [...cart.lines.values()].find((l) => l.id === id);
    if (!line) throw CartProblems.lineNotFound();
    return line;
  }

  /**
   * Adds `quantity` units of a product: a new line, or more of an existing one (quantities add up).
   * Throws the problem that stops it; changes nothing then. Not flushed: the caller flushes.
   */
  add(cart: OpenCart, productId: string, quantity: number): { line: CartLine; created: boolean } {
    const product = cart.products.get(productId);
    if (!product) throw CartProblems.productNotFound();
    if (product.status !== 'published') throw CartProblems.productUnavailable();
    if (product.sellerId === cart.userId) throw CartProblems.ownProduct();
    const existing = cart.lines.get(productId);
    const total = (existing?.quantity ?? 0) + quantity;
    this.checkQuantity(product, total);
    if (existing) {
      this.setQuantity(existing, product, total);
      return { line: existing, created: false };
    }
    if (cart.lines.size >= this.config.CART_MAX_LINES)
      throw CartProblems.cartFull({ max: this.config.CART_MAX_LINES });
    const snapshot = priceSnapshot(product, total);
    const line = cart.newLine({
      id: uuidv7(),
      userId: cart.userId,
      productId,
      quantity: total,
      sellerId: product.sellerId,
      title: product.title,
      imageUrl: product.imageUrl ?? null,
      unit: product.unit,
      currency: snapshot.currency,
      unitPriceMinor: snapshot.unitPriceMinor,
    });
    cart.lines.set(productId, line);
    return { line, created: true };
  }

  /** Why `quantity` units of `product` cannot be in a line, as the problem the API answers with. */
  checkQuantity(product: ProductSnapshot, quantity: number): void {
    const fault = quantityFault(product, quantity);
    if (!fault) return;
    if (fault.code === 'below_moq') throw CartProblems.belowMoq({ moq: fault.moq, unit: product.unit });
    if (fault.code === 'quantity_too_large') throw CartProblems.quantityTooLarge({ max: fault.max });
    throw CartProblems.lineTotalTooLarge();
  }

  /** Sets the quantity and takes a fresh snapshot of the product (checked by the caller). */
  setQuantity(line: CartLine, product: ProductSnapshot, quantity: number): void {
    const snapshot = priceSnapshot(product, quantity);
    line.quantity = quantity;
    line.sellerId = product.sellerId;
    line.title = product.title;
    line.imageUrl = product.imageUrl ?? null;
    line.unit = product.unit;
    line.currency = snapshot.currency;
    line.unitPriceMinor = snapshot.unitPriceMinor;
    // Set here as well: a PATCH to the same quantity and price changes no column, and the buyer's
    // acceptance should still show.
    line.updatedAt = new Date();
  }
}
