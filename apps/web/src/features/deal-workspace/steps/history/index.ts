/**
 * The history and decisions steps (the deal's process log, the list of its decisions): what the pages and the frame
 * use.
 */
export { DecisionListStep } from './decision-list-step';
export { HistoryStep } from './history-step';
