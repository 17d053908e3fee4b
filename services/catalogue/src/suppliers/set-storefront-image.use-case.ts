import { Inject, Injectable, Logger } from '@nestjs/common';
import { LockMode, MikroORM } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { OBJECT_STORAGE, type ObjectStorage } from '@sokoni/platform/storage';
import { Supplier } from './supplier.entity.js';
import { SupplierProblems } from './suppliers.problems.js';
import { visibleProductCounts } from './supplier-products.js';
import {
  pictureStorageKey,
  storefrontPicture,
  type StorefrontImageKind,
  type UploadedPicture,
} from './storefront-images.js';
import { toSupplierView, type SupplierView } from './supplier.view.js';

const column = (kind: StorefrontImageKind) => (kind === 'logo' ? 'logoKey' : 'bannerKey');

/**
 * The seller replaces or removes their storefront's logo or banner. The new file is stored under
 * a fresh name before the row points at it, and the old one deleted after: a reader never meets
 * a row whose picture is missing, and a failed request leaves the storefront as it was.
 */
@Injectable()
export class SetStorefrontImage {
  private readonly logger = new Logger(SetStorefrontImage.name);

  constructor(
    private readonly orm: MikroORM,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async upload(sellerId: string, kind: StorefrontImageKind, file: UploadedPicture | undefined) {
    if (!file) throw SupplierProblems.imageMissing();
    await this.own(sellerId); // refused before anything is decoded or stored
    const picture = await storefrontPicture(file.buffer, kind);
    if (!picture) throw SupplierProblems.imageType();
    const key = pictureStorageKey(sellerId, `${uuidv7()}.webp`);
    await this.storage.put(key, picture, 'image/webp');
    try {
      return await this.replace(sellerId, kind, key);
    } catch (err) {
      await this.discard(key);
      throw err;
    }
  }

  remove(sellerId: string, kind: StorefrontImageKind): Promise<SupplierView> {
    return this.replace(sellerId, kind, null);
  }

  private async own(sellerId: string): Promise<void> {
    const s = await this.orm.em.fork().findOne(Supplier, { id: sellerId, seller: true }, { fields: ['id'] });
    if (!s) throw SupplierProblems.storefrontMissing();
  }

  private async replace(sellerId: string, kind: StorefrontImageKind, key: string | null) {
    let previous: string | null = null;
    const view = await this.orm.em.fork().transactional(async (em) => {
      // Locked: two uploads at once must each see the other's file as the one to delete, or the
      // first one's file would be left on disk with nothing pointing at it.
      const s = await em.findOne(
        Supplier,
        { id: sellerId, seller: true },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!s) throw SupplierProblems.storefrontMissing();
      previous = s[column(kind)] ?? null;
      s[column(kind)] = key;
      await em.flush();
      const counts = await visibleProductCounts(em, [s.id]);
      return toSupplierView(s, counts.get(s.id) ?? 0);
    });
    if (previous && previous !== key) await this.discard(previous);
    return view;
  }

  /** Best effort: an orphaned file wastes a little space, a failed request over it would be worse. */
  private async discard(key: string): Promise<void> {
    await this.storage
      .delete(key)
      .catch((err: unknown) => this.logger.warn({ err, key }, 'could not delete'));
  }
}
