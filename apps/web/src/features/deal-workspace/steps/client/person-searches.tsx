import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { SOMETHING_WENT_WRONG, failureText } from '@/shared/api/failure-text';
import { toast } from '@/shared/ui/toast';
import { fsspLinkQuery, FSSP_TEXTS, FsspReportDialog } from '@/features/deal-workspace/steps/checks';
import { loadInn } from './person-api';
import { socialSearchLinks, type PersonForSearch } from './person-links';

/** The reload after an INN load (001 §7, §9). */
export const INN_RELOAD_MS = 200;
export const LOAD_INN = 'Загрузить ИНН';

/** The person's name parts and birth date as the tab holds them (a fioAndGender `fio`, or separate name fields). */
function usePerson(tab: string): PersonForSearch {
  const [fio, surName, firstName, middleName, birthDate] = useWatch({
    name: [`${tab}.fio`, `${tab}.surName`, `${tab}.firstName`, `${tab}.middleName`, `${tab}.birthDate`],
  }) as [PersonForSearch | undefined, string?, string?, string?, string?];
  return {
    surName: fio?.surName ?? surName ?? null,
    firstName: fio?.firstName ?? firstName ?? null,
    middleName: fio?.middleName ?? middleName ?? null,
    birthDate: birthDate ?? null,
  };
}

/** The bailiffs' site's search of the person, as the server gives it; nothing when the deal has no such person. */
function BailiffLink({ dealId, personType }: { dealId: number; personType: string }) {
  const link = useQuery(fsspLinkQuery(dealId, personType));
  if (link.isPending) {
    return (
      <span className="person-searches__link" aria-busy="true">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {FSSP_TEXTS.bailiffSite}
      </span>
    );
  }
  if (link.isError) return null;
  return (
    <a href={link.data} target="_blank" rel="noopener noreferrer" className="person-searches__link">
      <i className="pi pi-external-link" aria-hidden="true" /> {FSSP_TEXTS.bailiffSite}
    </a>
  );
}

/**
 * The underwriter's searches of a person of the client step (001 §2.2): VK and OK, the bailiffs' site (the link of
 * the person type from the server), and for the client the report 'Отчет ФССП' and 'Загрузить ИНН' (the step is asked
 * again 200 ms after the INN comes; 'Что-то пошло не так' otherwise).
 */
export function PersonSearches({
  dealId,
  tab,
  clientId,
  onInnLoaded,
}: {
  dealId: number;
  /** The tab of the step, which is the person type: `client` or `spouse`. */
  tab: string;
  /** The client's person id: the INN can be loaded for the client. */
  clientId?: number;
  onInnLoaded(): void;
}) {
  const person = usePerson(tab);
  const [loading, setLoading] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const links = socialSearchLinks(person);

  const innLoad = async (id: number) => {
    setLoading(true);
    try {
      await loadInn(id);
      setTimeout(onInnLoaded, INN_RELOAD_MS);
    } catch (error) {
      // 001 §8: 'Что-то пошло не так' (unless the API client has told the user already: a 5xx, the server's messages)
      if (failureText(error) !== null) toast.error(SOMETHING_WENT_WRONG);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="person-searches" data-testid={`person-searches-${tab}`}>
      {links.map((link) => (
        <a
          key={link.label}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="person-searches__link"
        >
          <i className="pi pi-external-link" aria-hidden="true" /> {link.label}
        </a>
      ))}
      <BailiffLink dealId={dealId} personType={tab} />
      {tab === 'client' ? (
        <>
          <Button
            type="button"
            size="small"
            outlined
            icon="pi pi-file"
            label={FSSP_TEXTS.title}
            onClick={() => setReportOpen(true)}
          />
          <FsspReportDialog dealId={dealId} visible={reportOpen} onHide={() => setReportOpen(false)} />
        </>
      ) : null}
      {clientId !== undefined ? (
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-download"
          label={LOAD_INN}
          loading={loading}
          onClick={() => void innLoad(clientId)}
        />
      ) : null}
    </div>
  );
}
