// The dealer-profile feature's front door: what other features may use of it.
export { findDealerProfile, profileColumns } from './dealer-profile.repo.ts';
export { loadDealerProfile, updateDealerProfile } from './dealer-profile.service.ts';
export {
  brandOf,
  type DealerProfile,
  dealerSettingsOf,
  dealershipNameOf,
  logoKeyOf,
  logoPath,
  profileImageKeyOf,
  profileImagePath,
  senderName,
  signingCodeOf,
  smtpSettingsOf,
} from './dealer-profile.ts';
