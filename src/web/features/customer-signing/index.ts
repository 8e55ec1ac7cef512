// The customer-signing feature's front door: what other features may use of it (the signing page itself is
// its own entry, signing-main.tsx). Only the pad's small module: the signing page's sheet is not shared, so
// the dealer app never splits a chunk off the signing page's bundle.
export { createPad, PAD_HEIGHT, PAD_WIDTH, type Pad, type Stroke, typedSignature } from './signature-pad.ts';
