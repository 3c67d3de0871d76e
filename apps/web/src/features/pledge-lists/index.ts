import { lazyPage } from '@/shared/ui/lazy-page';

const lists = () => import('./components/pledge-list-pages');
/** 'Новые задачи (залоги)' (/pledge-list-new). */
export const NewPledgeTaskListPage = lazyPage(lists, 'NewPledgeTaskListPage');
/** 'Мои задача (залоги)' (/pledge-list-my). */
export const MyPledgeTaskListPage = lazyPage(lists, 'MyPledgeTaskListPage');
/** 'Все залоги' (/pledge-list-history). */
export const PledgeHistoryPage = lazyPage(lists, 'PledgeHistoryPage');
/** The assignment agreements (/assignment-agreements). */
export const AssignmentAgreementsPage = lazyPage(
  () => import('./components/assignment-agreements-page'),
  'AssignmentAgreementsPage',
);
