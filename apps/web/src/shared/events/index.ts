export { useEventChannel } from './use-event-channel';
export { useHubEvent } from './use-hub-event';
export { forgetEventChannelState } from './event-channel';
export { useChannelStatus, type ChannelStatus } from './channel-status';
export { hubEvents, createHubEventBus, parseHubEvent } from './hub-event-bus';
export type { HubEventBus, HubEventHandler, HubEventOf, HubEventType } from './hub-event-bus';
