import { DomainError } from '../errors';
import { PRIORITIES } from './seed/catalog-deals';
import type { World } from './world';

export const texts = {
  unknownPriority: 'Неизвестный приоритет',
  prioritySaved: 'Приоритет сохранен',
} as const;

/** Sets the GOZ priority of a deal (a value of PRIORITIES). */
export function setGozPriority(world: World, deal: number, priority: number): void {
  if (!PRIORITIES.some((p) => p.value === priority)) throw new DomainError('invalid', texts.unknownPriority);
  world.setPriority(deal, priority);
}
