import './person-name.css';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { GENDERS_DISAGREE, gendersDisagree, type ImpliedGenders } from './person-name-model';

/**
 * What the picked name suggestions of a form imply, per group of name fields (the path of the group: '' for the form's
 * top, `client` for a tab): the `surName`, `firstName` and `middleName` fields of a group share it, and the group's
 * `gender` choice shows 'Гендеры не совпадают' when they disagree (000 §5, 002 §5), as `fioAndGender` does.
 */
export interface NameGenders {
  get(group: string): ImpliedGenders;
  set(group: string, implied: ImpliedGenders): void;
  subscribe(listener: () => void): () => void;
}

const NONE: ImpliedGenders = {};

export function createNameGenders(): NameGenders {
  const groups = new Map<string, ImpliedGenders>();
  const listeners = new Set<() => void>();
  return {
    get: (group) => groups.get(group) ?? NONE,
    set(group, implied) {
      groups.set(group, implied);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The form's name genders (ServerFormView gives one per form); none outside a form (a widget alone). */
export const NameGendersContext = createContext<NameGenders | null>(null);

/** The group of a field's path: 'client.surName' → 'client', 'surName' → ''. */
export const groupOf = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf('.')));

/** What the name parts of a group imply, and how to change it. */
export function useImpliedGenders(group: string): [ImpliedGenders, (implied: ImpliedGenders) => void] {
  const store = useContext(NameGendersContext);
  const implied = useSyncExternalStore(store?.subscribe ?? noSubscription, () => store?.get(group) ?? NONE);
  const set = useCallback((next: ImpliedGenders) => store?.set(group, next), [store, group]);
  return [implied, set];
}

const noSubscription = () => () => undefined;

/** 'Гендеры не совпадают' under a group's gender when its picked name parts disagree. */
export function GenderAgreement({ group }: { group: string }) {
  const [implied] = useImpliedGenders(group);
  if (!gendersDisagree(implied)) return null;
  return (
    <div className="fio-gender__warning" role="status">
      <i className="pi pi-exclamation-triangle" aria-hidden /> {GENDERS_DISAGREE}
    </div>
  );
}
