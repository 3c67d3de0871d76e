import { Page } from '@/shared/ui/page';

export function HomePage() {
  return (
    <Page title="Домашняя страница">
      <div className="card home-card">
        <p>Добро пожаловать в бэк-офис автокредитования. Выберите раздел в меню слева.</p>
      </div>
    </Page>
  );
}
