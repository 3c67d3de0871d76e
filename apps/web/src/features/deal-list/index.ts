export { DealListPage } from './components/deal-list-page';
