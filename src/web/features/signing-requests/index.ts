// The signing-requests feature's front door: what other features may use of it.
export { mailRetryingToast, useLatestRequests } from './api.ts';
export { ChannelChoice, sentBy, useSendChannels } from './channel-choice.tsx';
export { HandoverGate } from './handover-lock.tsx';
export { PlaceNotice } from './place-notice.tsx';
export { RequestsList, requestHref } from './requests-list.tsx';
export { sentToSigners } from './signer-words.ts';
