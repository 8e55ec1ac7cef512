// The notifications feature's front door: what other features may use of it.
export { useUnreadCount } from './api.ts';
