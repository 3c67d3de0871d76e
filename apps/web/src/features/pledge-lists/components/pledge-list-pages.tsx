import { PledgeListPage } from './pledge-list-page';

/** 'Новые задачи (залоги)' (/pledge-list-new). */
export const NewPledgeTaskListPage = () => <PledgeListPage kind="new" />;
/** 'Мои задача (залоги)' (/pledge-list-my). */
export const MyPledgeTaskListPage = () => <PledgeListPage kind="my" />;
/** 'Все залоги' (/pledge-list-history). */
export const PledgeHistoryPage = () => <PledgeListPage kind="history" />;
