import './form-engine.css';

export { useServerForm } from './hooks/use-server-form';
export type { ServerForm, SaveOutcome } from './hooks/use-server-form';
export { taskFormEndpoint, dealInfoFormEndpoint, pledgeInfoFormEndpoint, formQueryKey } from './api/form-endpoints';
export type { FormEndpoint, FormQuery, PostQuery, PostAnswer, PledgeInfoExtra } from './api/form-endpoints';
export { ServerFormView } from './components/server-form-view';
export { FormCommonErrors } from './components/form-common-errors';
export { FormButtons } from './components/form-buttons';
export { StepBar } from './components/step-bar';
export { widgetRegistry } from './widgets/registry';
export type { FormEnvironment, WidgetRegistry, ValueWidgetProps, ContainerWidgetProps } from './widgets/widget-types';
export { forgetFormDrafts, clearDrafts, draftScope, readDraft } from './model/drafts';
export { hasReadonlyFields, tabsOf } from './model/form-tree';
export { isTaskClosed } from './model/task-closed';
export { REQUIRED, SAVED, NEXT, SAVE } from './model/texts';

// the parts the deal page's own screens share with the widgets (documents, scoring links, contact markers, suggests)
export { registerFiles, fileContent } from './widgets/files/file-api';
export type { DocumentTarget } from './widgets/files/file-api';
export { FilePicker } from './widgets/files/file-picker';
export { UploadProgress } from './widgets/files/upload-progress';
export { useFileUploads } from './widgets/files/use-file-uploads';
export { uploadFailureText } from './widgets/files/upload-failure';
export { DEFAULT_FILE_LIMIT, fileRules } from './widgets/files/file-rules';
export { DownloadLink } from './widgets/files/download-link';
export { markerTitles } from './widgets/deal-contact/contact-markers';
export { searchDealsByPhone } from './widgets/deal-contact/contact-api';
export { ContactSearchDrawer, type ContactSearchResult } from './widgets/deal-contact/contact-search-drawer';
export { contactTexts } from './widgets/deal-contact/contact-texts';
export { handleContactCalls, type ContactToCall } from './widgets/deal-contact/contact-calls';
export { SUGGEST_EMPTY, SUGGEST_WAIT, suggestFailed } from './suggest/suggest-texts';
