// The first-run administrator offer. A fresh installation listens on every address before anyone has an
// account, so the offer is not open to whoever finds it first: it needs a setup token that only the operator
// sees (printed once at start-up, like other self-hosted tools do), or `npm run admin:create`.
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The setup token: derived from APP_SECRET, so every instance and every restart print the same link, and
 * nothing is stored. It opens nothing once any account exists (the offer then answers 409).
 */
export function setupToken(appSecret: string): string {
  return createHmac('sha256', appSecret).update('docs2sign first-run administrator').digest('base64url');
}

export function isSetupToken(appSecret: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(setupToken(appSecret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The link the start-up line prints: the sign-in page opens the administrator form with the token. */
export function setupLink(config: { appUrl: string; appSecret: string }): string {
  return `${config.appUrl}/api/login?setup=${setupToken(config.appSecret)}`;
}

export const SETUP_TOKEN_NEEDED =
  "Open the setup link printed in the server's start-up output, or run npm run admin:create.";
