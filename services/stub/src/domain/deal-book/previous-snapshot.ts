import { EARLIER_PASSPORT_SLOT, SEEDED_FILES, seededFile, stageTimes } from '../documents/seeded-files';
import type { FormSource } from '../forms/source';
import { isOpen, isUnderwriterTask } from '../process';
import type { ProcessState } from '../process/types';
import { employerObject } from '../world/form-source-person';
import { Random, mix } from '../world/seed/prng';
import type { World } from '../world/world';

/** The data the operators most often correct on a rework (the stub's choice), by source path. */
const CANDIDATES = {
  phone: 'client.phone',
  salary: 'client.work.salary',
  employer: 'client.work.employer',
  initialFee: 'credit.initialFee',
} as const;

/** Whether the deal went back to the operator and came (or comes) to the underwriters again. */
export const hasPreviousSnapshot = (state: ProcessState): boolean =>
  state.status === 'rework' || state.reworked || state.tasks.some((t) => isOpen(t) && isUnderwriterTask(t.key));

/**
 * The previous snapshot of a seeded deal, as far as it differs from the data now (deterministic from the world's seed
 * and the deal): a deal on rework or back from it, or in the underwriter queue, had two or three of the client's
 * mobile phone, salary, employer and the initial fee otherwise before, and half of them an earlier scan of the
 * client's passport; the others have none.
 */
export function seededPrevious(
  world: World,
  deal: number,
  state: ProcessState,
  source: FormSource,
): Record<string, unknown> {
  if (!hasPreviousSnapshot(state)) return {};
  const random = new Random(mix(world.seed, world.dealId(deal)), 'previous-snapshot');
  const work = source.client.work;
  const options: Array<[string, () => unknown]> = [];
  const phone = source.client.phone;
  if (phone) {
    options.push([CANDIDATES.phone, () => `+79${String(random.int(0, 999_999_999)).padStart(9, '0')}`]);
  }
  if (work?.salary) {
    const salary = work.salary;
    options.push([CANDIDATES.salary, () => Math.max(salary - random.int(1, 4) * 5_000, 15_000)]);
  }
  if (work?.employer && world.employers.length > 1) {
    const inn = work.employer.inn;
    options.push([
      CANDIDATES.employer,
      () => {
        const others = world.employers.map((_, i) => i).filter((i) => world.employers[i]!.inn !== inn);
        return employerObject(world, others[random.int(0, others.length - 1)]!);
      },
    ]);
  }
  const fee = source.credit.initialFee;
  if (fee !== null && source.credit.carCostRequested !== null) {
    const cost = source.credit.carCostRequested;
    options.push([CANDIDATES.initialFee, () => Math.min(fee + random.int(1, 10) * 10_000, cost)]);
  }
  const previous: Record<string, unknown> = {};
  for (let n = Math.min(random.int(2, 3), options.length); n > 0; n--) {
    const [path, value] = options.splice(random.int(0, options.length - 1), 1)[0]!;
    previous[path] = value();
  }
  return { ...previous, ...seededDocumentPrevious(world, deal, source) };
}

/**
 * The files of a seeded deal with a previous snapshot otherwise then: half of them had the client's passport scanned
 * anew since (the earlier scan in the snapshot, the new one now: `documents.changed` of the snapshot changes).
 */
function seededDocumentPrevious(world: World, deal: number, source: FormSource): Record<string, unknown> {
  const passport = source.documents.passport;
  const at = stageTimes(world, deal).application;
  const random = new Random(mix(world.seed, world.dealId(deal)), 'previous-documents');
  if (!passport || at === undefined || !random.chance(0.5)) return {};
  const earlier = SEEDED_FILES.find((k) => k.slot === EARLIER_PASSPORT_SLOT)!;
  return { 'documents.passport.files': [seededFile(world, deal, earlier, source, at)] };
}
