import { Page } from './page';

export const UNDER_CONSTRUCTION = 'Раздел в разработке';

/** A page that a later issue builds: its title and 'Раздел в разработке'. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <Page title={title}>
      <div className="card under-construction">
        <i className="pi pi-wrench" aria-hidden="true" />
        <p>{UNDER_CONSTRUCTION}</p>
      </div>
    </Page>
  );
}
