import { WITHOUT_ACCEPT_ACT } from '../frame-texts';

/** 'Сделка без акта ПП' at the end of a head's facts, when the deal's partner works without the act. */
export function WithoutAcceptActNote({ shown }: { shown: boolean | null | undefined }) {
  return shown ? (
    <div className="facts__note">
      <dd>
        <i className="pi pi-exclamation-circle" aria-hidden="true" /> {WITHOUT_ACCEPT_ACT}
      </dd>
    </div>
  ) : null;
}
