export { useEventChannel } from './hooks/use-event-channel';
export { forgetEventChannelState } from './lib/event-channel';
export { handleNewUnderTask } from './lib/new-under-task';
export type { HubEventHandlers, HubEventType } from './lib/dispatch';
