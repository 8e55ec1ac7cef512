// Where a dealer's business mail server may be. The host is typed by a dealer, so without a check the
// server would connect, on their word, to itself, to the machines beside it, or to a cloud metadata address:
// a port scanner run from inside the network. Every name is resolved once (numeric forms such as `127.1`,
// `2130706433` and `0x7f000001` resolve too, through the system resolver), every address it gives is
// checked, and the connection goes to the checked address, never to a second lookup that could answer
// differently (DNS rebinding). SMTP_ALLOW_PRIVATE_HOSTS=true lets an operator use a relay on their own network.
import { lookup } from 'node:dns/promises';
import { AppError } from '../../lib/app-error.ts';
import { isLoopbackAddress, isPrivateAddress } from '../../lib/security/network-addresses.ts';

export { isLoopbackAddress, isPrivateAddress };

/** The name as the resolver wants it: `[::1]` → `::1`. */
const bareHost = (host: string) => host.trim().replace(/^\[(.*)\]$/, '$1');

export const privateHostRefused = (host: string) =>
  new AppError(
    400,
    `${host} is an address on a private or local network. Enter your mail provider's public server name (such as smtp.office365.com).`,
    { code: 'SMTP_HOST_NOT_ALLOWED', issues: [{ path: 'smtpHost', message: 'Enter a public mail server' }] },
  );

export type ResolvedHost = { host: string; address: string };

/**
 * The address to connect to for `host`, after checking every address the name resolves to: a name with one
 * private address among public ones is refused too, since the connection could be sent to either.
 * Throws the 400 above for a private host (unless allowed); lets a lookup failure through as it is.
 */
export async function resolveMailHost(host: string, allowPrivate: boolean): Promise<ResolvedHost> {
  const name = bareHost(host);
  const addresses = await lookup(name, { all: true, verbatim: true });
  if (addresses.length === 0) throw new Error(`${name} has no address`);
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) throw privateHostRefused(host);
  return { host: name, address: addresses[0]!.address };
}

/**
 * The check made when settings are saved: a private host is refused; a name that cannot be looked up now is
 * kept (a resolver may be down for a moment), since every connection checks again before it is made.
 */
export async function assertMailHostAllowed(host: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  try {
    await resolveMailHost(host, false);
  } catch (error) {
    if (error instanceof AppError) throw error;
  }
}
