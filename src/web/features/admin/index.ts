// The admin feature's front door: what other features may use of it.
export { AccountAdminChanges } from './account-admin-changes.tsx';
export { BroadcastBanner } from './control-center/broadcast-banner.tsx';
