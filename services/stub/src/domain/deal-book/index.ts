/**
 * The deal book: each deal's process state and form data over the world (read from the world's columns when a
 * deal is first touched, written back on every change), and what the routes need around it.
 */
export { underwriterCounters } from './counters';
export { DealBook, type DealBookOptions, type DealBookSnapshot, type DealEntry, type FoundTask } from './deal-book';
export { processStateOf, SEEDED_PROCESS_ERROR } from './materialise';
export { syncWorld } from './sync';
export { dealOfCollection, visibilityTexts, visibleCollection, visibleDeal, visibleTask } from './visibility';
