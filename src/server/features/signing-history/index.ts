// The signing-history feature's front door: what other features may use of it.
export {
  type ActedBy,
  type CodeDetail,
  describeEvent,
  type SignerDetail,
  type Trail,
} from './signing-events.ts';
export { listEvents, recordEvent, recordFirstView } from './signing-history.repo.ts';
