// The customers feature's front door: what other features may use of it.
export { useCustomers } from './api.ts';
export { CustomerDialog } from './customer-dialog.tsx';
export { CustomerPicker } from './customer-picker.tsx';
