// The one-time code before signing, made with the signing link's token: ask for a code (by text message, or
// e-mail when there is no mobile), then enter it. The verify answer's codeKey goes with every signature.
import { z } from 'zod';
import { codeSentSchema, codeVerifiedSchema, verifyCodeSchema } from '../documents/signing-code.schema.ts';
import { calls } from './contract.ts';
import { ADDRESSES } from './paths.ts';

const token = z.object({ token: z.string().max(200) });

export const signingCodeApi = calls('Customer signing', {
  sendCode: {
    access: 'signer',
    // The signer's own limit (3 codes an hour) is counted in the server; this caps calls on one link.
    limit: { max: 10, per: 'hour', by: 'link' },
    ...ADDRESSES.signCode,
    summary:
      'Send the signer a 6-digit code (a text message to their mobile, else an e-mail), needed before the first signature when the session has `codeStep`. A code works 10 minutes; at most 3 an hour (429 after)',
    params: token,
    answer: codeSentSchema,
  },
  verifyCode: {
    access: 'signer',
    limit: { max: 30, per: 'hour', by: 'link' },
    ...ADDRESSES.signCodeVerify,
    summary:
      'Enter the code: answers `codeKey`, sent with each signature for this signing session. Wrong answers 400 with the tries left; the 5th wrong try locks the code (409 CODE_LOCKED), an old one answers 410 CODE_EXPIRED',
    params: token,
    body: verifyCodeSchema,
    answer: codeVerifiedSchema,
  },
});
