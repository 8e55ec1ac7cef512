// The documents feature's front door: what other features may use of it.
export { uploadWithProgress } from './upload-file.ts';
