// The dealer-files feature's front door: what other features may use of it.
export { FileBrowser } from './dealer-files-page.tsx';
