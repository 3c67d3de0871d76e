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
export { forgetFormDrafts, clearDrafts, draftScope, readDraft, setDraftOwner } from './model/drafts';
export { fieldDomId, hasReadonlyFields, tabsOf } from './model/form-tree';
export { isTaskClosed } from './model/task-closed';
export { REQUIRED, SAVED, NEXT, SAVE } from './model/texts';

// the suggestions' texts, for the pages' own autocompletes
export { SUGGEST_EMPTY, SUGGEST_WAIT, suggestFailed } from './suggest/suggest-texts';
