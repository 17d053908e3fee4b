export { open, parseEncryptionKey, seal, SealedBoxError } from './sealed-box.js';
export {
  deriveKey,
  encryptionKeyFromSettings,
  encryptionKeySetting,
  type EncryptionKeySource,
} from './encryption-key.js';
