import './form-engine.css';

export { useServerForm } from './hooks/use-server-form';
export type { ServerForm, SaveOutcome } from './hooks/use-server-form';
export { taskFormEndpoint, dealInfoFormEndpoint, formQueryKey } from './api/form-endpoints';
export type { FormEndpoint, FormQuery, PostQuery, PostAnswer } from './api/form-endpoints';
export { ServerFormView } from './components/server-form-view';
export { FormCommonErrors } from './components/form-common-errors';
export { FormButtons } from './components/form-buttons';
export { StepBar } from './components/step-bar';
export { widgetRegistry } from './widgets/registry';
export type { FormEnvironment, WidgetRegistry, ValueWidgetProps, ContainerWidgetProps } from './widgets/widget-types';
export { forgetFormDrafts, clearDrafts } from './model/drafts';
export { hasReadonlyFields } from './model/form-tree';
export { SAVED, NEXT, SAVE } from './model/texts';
