/**
 * A deal's additional contacts, as the form engine's contact widget and the contacts step share them: their queries
 * and writes, the search by phone, the added and changed markers, the texts, and the calls a page places for them.
 */
export {
  dealContactsQuery,
  contactChangesQuery,
  contactCommentsQuery,
  addContactComment,
  saveContact,
  deleteContact,
  searchDealsByPhone,
} from './contact-api';
export { handleContactCalls, watchContactCallHandlers, takesContactCalls, callContact } from './contact-calls';
export type { ContactToCall } from './contact-calls';
export { contactMarker, markerTitles, type ContactMarker } from './contact-markers';
export { contactTexts, SEARCH_LIMIT } from './contact-texts';
export { ContactSearchDrawer, phoneDealListHref } from './contact-search-drawer';
export type { ContactSearchResult, ContactSearchDrawerProps } from './contact-search-drawer';
