import { SCHEMA } from '../analytics.schema.js';

/**
 * Users who deleted their account are remembered only as sha256 of a prefixed id (analytics.erased_user),
 * never the id itself: enough to recognise a late event about them and drop the id it carries, not
 * enough to list who they were.
 */
const PREFIX = 'sokoni.analytics.erased:';

/** SQL: the hash an id (a uuid expression) is remembered by. */
export const erasedHash = (uuid: string): string =>
  `sha256(convert_to('${PREFIX}' || (${uuid})::text, 'UTF8'))`;

/**
 * SQL: whether the id (a uuid expression, may be null: the hash of null is null, which matches
 * nothing) belongs to an erased user. The expression appears once, so it may be a `?` parameter.
 */
export const isErased = (uuid: string): string =>
  `exists (select 1 from ${SCHEMA}.erased_user x where x.id_hash = ${erasedHash(uuid)})`;

/** SQL: the id, or null when it is an erased user's. */
export const unlessErased = (uuid: string): string =>
  `case when ${isErased(uuid)} then null else ${uuid} end`;
