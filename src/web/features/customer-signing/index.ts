// The customer-signing feature's front door: what other features may use of it (the signing page itself is
// its own entry, signing-main.tsx).
export { SignatureSheet } from './signature-sheet.tsx';
