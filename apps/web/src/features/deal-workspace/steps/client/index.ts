/**
 * The client and contacts steps (the holders' contacts, the call chat, the person links and searches): what the pages
 * and the other steps use.
 */
export { CHATS } from './call-chat-rules';
export { useCallChat } from './use-call-chat';
export { holderContactsQuery } from './holder-contacts-api';
export {
  EMPLOYER,
  HOLDERS,
  PHONE_TYPES,
  holderContactType,
  isEmployerPhone,
  type HolderKey,
} from './holder-contacts-rules';
export { HolderContactsTables } from './holder-contacts';
export { PersonSearches } from './person-searches';
export { PersonTabActions } from './person-tab-actions';
