import type { Employer } from '@autocredit/generated/api';
import { formatDate } from '@/shared/lib/format-date';
import { registryUrl } from './employer-value';

/** The employer's registry details the underwriter checks, and its registry record by OGRN in a new tab. */
export function EmployerDetails({ employer }: { employer: Employer }) {
  const rows: [string, string | null | undefined][] = [
    ['ИНН', employer.inn],
    ['КПП', employer.kpp],
    ['ОГРН', employer.ogrn],
    ['ОКВЭД', employer.okved],
    ['Статус', employer.organizationStatus ?? employer.state?.status],
    ['Дата регистрации', formatDate(employer.registrationDate ?? employer.state?.registration_date)],
    ['Юридический адрес', employer.organizationAddressLegal?.value],
  ];
  return (
    <div className="employer-details">
      <dl className="employer-details__list">
        {rows
          .filter(([, text]) => text)
          .map(([label, text]) => (
            <div key={label} className="employer-details__row">
              <dt>{label}</dt>
              <dd>{text}</dd>
            </div>
          ))}
      </dl>
      {employer.ogrn && (
        <a
          href={registryUrl(employer.ogrn)}
          target="_blank"
          rel="noopener noreferrer"
          className="employer-details__link"
        >
          <i className="pi pi-external-link" aria-hidden /> Выписка из ЕГРЮЛ
        </a>
      )}
    </div>
  );
}
