import { useMemo } from 'react';
import { handleNewUnderTask, type HubEventHandlers } from '../../features/events';
import { useNotificationHandler } from '../../features/notifications';

/**
 * The dispatcher table of the event channel: event type → handler. Types without a handler are
 * ignored; later issues add theirs here (getReport, getRecognizedData, completeCheck, ...).
 */
export function useHubEventHandlers(): HubEventHandlers {
  const getNotification = useNotificationHandler();
  return useMemo(() => ({ getNotification, newUnderTask: handleNewUnderTask }), [getNotification]);
}
