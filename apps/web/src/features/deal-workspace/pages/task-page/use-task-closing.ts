import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHubEvent } from '@/shared/events';
import { taskPageHref } from '@/shared/tasks/task-page';
import { toast } from '@/shared/ui/toast';
import {
  CHECK_WAIT_FALLBACK_MS,
  NO_NEXT_TASK,
  checkWaitMove,
  type CheckWaitData,
} from '@/features/deal-workspace/ui/task-closing';

/** How long an event that came before the save's answer is kept for it (the process answers within a second). */
const EARLY_EVENT_MS = 5_000;

/**
 * After a task-closing save the page waits for the process (002 §4): `checkWait` `success` opens the next task of the
 * group, `wait` shows its message and waits the seconds given, `cancel` or no word within 10,000 ms goes to the
 * new-task list (`listHref`) with 'Данные успешно отправлены, но переход на следующую задачу невозможен'. Returns
 * whether the page waits, and `start` to call once the save closed the task.
 */
export function useTaskClosing(dealId: number | undefined, listHref: string) {
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(false);
  const active = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const early = useRef<Array<{ at: number; data: CheckWaitData }>>([]);

  const stop = useCallback(() => {
    active.current = false;
    clearTimeout(timer.current);
  }, []);

  const toList = useCallback(() => {
    stop();
    toast.warn(NO_NEXT_TASK);
    navigate(listHref);
  }, [listHref, navigate, stop]);

  const arm = useCallback(
    (ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(toList, ms);
    },
    [toList],
  );

  const apply = useCallback(
    (data: CheckWaitData) => {
      if (dealId === undefined) return;
      const move = checkWaitMove(data, dealId);
      switch (move.kind) {
        case 'open':
          stop();
          setWaiting(false);
          navigate(taskPageHref({ id: move.task.id, dealId, currentRole: move.task.currentRole }));
          return;
        case 'wait':
          if (move.message) toast.info(move.message);
          arm(move.ms);
          return;
        case 'list':
          toList();
          return;
        default:
          if (!['success', 'wait', 'cancel'].includes(String(data.status))) {
            console.warn('checkWait: unknown status', data.status);
          }
      }
    },
    [arm, dealId, navigate, stop, toList],
  );

  useHubEvent('checkWait', (event) => {
    if (active.current) apply(event.data);
    else
      early.current = [
        ...early.current.filter((e) => Date.now() - e.at < EARLY_EVENT_MS),
        { at: Date.now(), data: event.data },
      ];
  });

  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    active.current = true;
    setWaiting(true);
    arm(CHECK_WAIT_FALLBACK_MS);
    const kept = early.current.filter((e) => Date.now() - e.at < EARLY_EVENT_MS);
    early.current = [];
    for (const { data } of kept) if (active.current) apply(data);
  }, [apply, arm]);

  return { waiting, start };
}
