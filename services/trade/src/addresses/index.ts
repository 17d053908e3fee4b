import type { Provider, Type } from '@nestjs/common';
import { AddressBook } from './address-book.service.js';
import { AddressesController } from './addresses.controller.js';
import { BuyerAddress } from './buyer-address.entity.js';
import { AddressesUserDeletedConsumer } from './user-deleted.consumer.js';

/** Buyers' address books for the trade module; migration Migration20261225200010BuyerAddresses. */
export const ADDRESS_ENTITIES = [BuyerAddress];
export const ADDRESS_PROVIDERS: Provider[] = [AddressBook, AddressesUserDeletedConsumer];
export const ADDRESS_CONTROLLERS: Type[] = [AddressesController];

export { AddressBook, MAX_ADDRESSES } from './address-book.service.js';
export { BuyerAddress } from './buyer-address.entity.js';
