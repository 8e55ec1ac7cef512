// The email feature's front door: what other features may use of it.
export { useWelcomeTest } from './api.ts';
