export {
  cleanFileName,
  contentDisposition,
  extensionOf,
  FILE_TYPES,
  inspectFile,
  sha256Hex,
  sniffFileType,
  type FileInspection,
  type FileType,
  type UploadedFile,
} from './uploaded-files.js';
export { structureFault } from './file-structure.js';
