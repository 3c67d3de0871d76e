import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { pbxUserContactsQuery } from './pbx-api';
import { callingNumber, chooseCallingNumber, chosenCallingNumber, onCallingNumberChosen } from './call-chat-rules';

/**
 * The user's calling numbers and the one to call from (001 §2.9): the chosen one, kept per user in sessionStorage and
 * the same everywhere on the page, else the default (`isDefault`). Asks for the numbers only when `enabled`.
 */
export function useCallingNumber(username: string, enabled: boolean) {
  const numbers = useQuery({ ...pbxUserContactsQuery(), enabled });
  const chosen = useSyncExternalStore(onCallingNumberChosen, () => chosenCallingNumber(username));
  return {
    numbers,
    from: callingNumber(numbers.data, chosen),
    choose: (id: number) => chooseCallingNumber(username, id),
  };
}
