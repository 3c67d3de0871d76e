import { MoneyWidget } from '../basic/money-widget';

/**
 * The car's cost (`carCost`, 002 §2): money in roubles, space-grouped with up to 2 decimals; emits a number, null
 * when emptied (the engine sends 0).
 */
export const CarCostWidget = MoneyWidget;
