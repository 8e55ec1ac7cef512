// The notifications feature's front door: what other features may use of it.
export { useNotifications, useUnreadCount } from './api.ts';
