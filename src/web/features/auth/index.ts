// The auth feature's front door: what other features may use of it.
export { useAuth } from './use-auth.ts';
