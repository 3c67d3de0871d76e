import type { CheckFormattedData } from '@autocredit/generated/api';
import { DownloadLink } from '@/shared/files';

/**
 * A check's information for display (001 §3 `formattedData`): its file as a download link (fetched with the
 * session), its link (a new tab), its text; whichever the server gives.
 */
export function CheckInformation({ data }: { data: CheckFormattedData | null | undefined }) {
  if (!data) return null;
  return (
    <span className="check-information">
      {data.file ? <DownloadLink path={data.file.path} name={data.file.name} /> : null}
      {data.url ? (
        <a href={data.url.link} target="_blank" rel="noopener noreferrer">
          <i className="pi pi-external-link" aria-hidden="true" /> {data.url.name}
        </a>
      ) : null}
      {data.text ? <span>{data.text}</span> : null}
    </span>
  );
}
