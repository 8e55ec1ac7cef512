/** GET /api/dealer/settings (spec A §3). Logo and profile-image URLs arrive with the branding work. */
export type DealerSettings = {
  dealershipName: string;
  dealershipAddress: string | null;
  dealershipPhone: string | null;
  dealershipWhatsapp: string | null;
  dealershipWebsite: string | null;
  dealershipLogo: string | null;
  profileImageUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  emailFromName: string | null;
  emailSignature: string | null;
};
