import type { HistoricalCheck, ScoringCheck, ScoringData, ScoringGroup } from '@autocredit/generated/api';
import type { DealBook } from '../deal-book';
import { visibleDeal } from '../deal-book/visibility';
import { DomainError } from '../errors';
import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import type { Persistable } from '../store/persistence';
import { isoAt } from '../world/time';
import type { World } from '../world/world';
import { renderPdf } from '../documents/pdf';
import {
  checkOfEntity,
  currentScoring,
  formattedDataOf,
  previousScoring,
  REPORT_FILE_BASE,
  resultTextOf,
  seededNeedRescoring,
  type ScoredCheck,
} from './scoring';

export const scoringTexts = {
  checkNotFound: 'Проверка не найдена',
  /** 'Отключить кэш проверок' done (001 §8). */
  cacheOff: 'Сброшено',
  /** The light texts (001 §4). */
  lights: { green: 'Положительно', red: 'Отказ', yellow: 'Не определено' },
} as const;

interface ScoringState {
  /** The check entities marked for rescoring (their cache off), beyond the seeded ones. */
  rescoring: number[];
  /** The deals whose check cache was turned off, and when (ms). */
  offCache: Record<string, number>;
}

/** A report file of a check, as the download answers it. */
export interface ReportFile {
  id: number;
  name: string;
  mimeType: string;
  content: Buffer;
}

type Parts = { world: World; lists: Lists; deals: DealBook };

/** dd.MM.yyyy HH:mm:ss in Moscow time (001 §9). */
const moscowText = (ms: number) => {
  const [date, time] = isoAt(ms).slice(0, 19).split('T') as [string, string];
  return `${date.split('-').reverse().join('.')} ${time}`;
};
const isAuditor = (viewer: Viewer) => viewer.roles.includes('ROLE_AUDITOR');
const nameOf = (person: { surName: string | null; firstName: string | null; middleName: string | null } | null) =>
  [person?.surName, person?.firstName, person?.middleName].filter(Boolean).join(' ');

/**
 * The scoring of the deals (001 §2.5, §4, §7 'Scoring, checks, decisions'): the groups of the last scoring with their
 * checks (`scoring.ts`: deterministic per deal, the lights agreeing with the deal's decisions), every check run on the
 * deal (the historyChecks step), the check cache (turned off per deal, or per check entity: `needRescoring`) and the
 * checks' report files. Auditors get no information for display (001 §6). The cache marks are a part of the saved
 * state.
 */
export class ScoringBook implements Persistable<ScoringState> {
  private state: ScoringState = { rescoring: [], offCache: {} };
  private marked = new Set<number>();

  constructor(
    private readonly seed: number,
    private readonly now: () => number,
  ) {}

  /** The last scoring of a deal the viewer sees (404 otherwise): its groups in order, empty before any scoring. */
  data(parts: Parts, viewer: Viewer, dealId: number): ScoringData {
    const row = visibleDeal(parts, viewer, dealId);
    const scoring = currentScoring(parts, row);
    if (!scoring) return { groups: [], runningAt: null, completedAt: null };
    const groups: ScoringGroup[] = [];
    for (const check of scoring.checks) {
      const label = check.definition.group;
      let group = groups.find((g) => g.label === label);
      if (!group) groups.push((group = { label, checks: [] }));
      group.checks.push(this.view(check, dealId, viewer));
    }
    return {
      groups,
      runningAt: isoAt(scoring.at),
      completedAt: isoAt(Math.max(...scoring.checks.map((c) => c.completedAt))),
    };
  }

  /** Every check run on a deal the viewer sees, newest first (the last scoring's, then a rescored deal's previous). */
  history(parts: Parts, viewer: Viewer, dealId: number): HistoricalCheck[] {
    const row = visibleDeal(parts, viewer, dealId);
    const checks = [...(currentScoring(parts, row)?.checks ?? []), ...(previousScoring(parts, row)?.checks ?? [])];
    return checks
      .sort((a, b) => b.runningAt - a.runningAt)
      .map((check) => ({
        id: check.entityId,
        title: check.definition.title,
        light: check.light,
        resultText: resultTextOf(check),
        formattedData: isAuditor(viewer) ? null : formattedDataOf(check),
        runningAt: isoAt(check.runningAt),
        completedAt: isoAt(check.completedAt),
      }));
  }

  /** 'Отключить кэш проверок': every check of a deal the viewer sees is run afresh at the next scoring. */
  disableCache(parts: Parts, viewer: Viewer, dealId: number): void {
    visibleDeal(parts, viewer, dealId);
    this.state.offCache[String(dealId)] = this.now();
  }

  /** 'Кэш отключен': the check entity is run afresh at the next scoring; 404 for one of no deal the viewer sees. */
  markForRescoring(parts: Parts, viewer: Viewer, entityId: number): void {
    const found = checkOfEntity(parts, entityId);
    if (!found || !parts.lists.visible(viewer, found.row)) {
      throw new DomainError('not-found', scoringTexts.checkNotFound);
    }
    if (!this.marked.has(entityId)) {
      this.marked.add(entityId);
      this.state.rescoring.push(entityId);
    }
  }

  /** Whether the entity will be run afresh: seeded so, marked, or its deal's cache is off. */
  needRescoring(entityId: number, dealId: number): boolean {
    return (
      this.marked.has(entityId) ||
      this.state.offCache[String(dealId)] !== undefined ||
      seededNeedRescoring(this.seed, entityId)
    );
  }

  /**
   * The report file of a check (`formattedData.file`), a one-page PDF of its result, when the id is one and the
   * viewer sees its deal; undefined otherwise (the download answers 404).
   */
  async reportFile(parts: Parts, viewer: Viewer, fileId: number): Promise<ReportFile | undefined> {
    if (fileId < REPORT_FILE_BASE) return undefined;
    const found = checkOfEntity(parts, fileId - REPORT_FILE_BASE);
    const info = found?.check.definition.info;
    if (!found || info?.kind !== 'file' || !parts.lists.visible(viewer, found.row)) return undefined;
    const { row, check } = found;
    const source = parts.deals.currentSource(row);
    const person = check.definition.person === 'spouse' ? source.spouse : source.client;
    const field = (label: string, value: string) => ({ kind: 'field' as const, label, value });
    const content = Buffer.from(
      await renderPdf({
        title: check.definition.title,
        date: new Date(check.completedAt),
        pages: [
          [
            { kind: 'title', text: check.definition.title },
            field('Заявка №', String(parts.world.dealId(row))),
            field('Субъект', nameOf(person)),
            field('Запрос', moscowText(check.runningAt)),
            field('Ответ', moscowText(check.completedAt)),
            field('Результат', scoringTexts.lights[check.light]),
            { kind: 'text', text: resultTextOf(check) },
          ],
        ],
      }),
    );
    return { id: fileId, name: info.name, mimeType: 'application/pdf', content };
  }

  private view(check: ScoredCheck, dealId: number, viewer: Viewer): ScoringCheck {
    return {
      checkConfig: { title: check.definition.title },
      light: check.light,
      runningAt: isoAt(check.runningAt),
      completedAt: isoAt(check.completedAt),
      checkEntities: [
        {
          id: check.entityId,
          needRescoring: this.needRescoring(check.entityId, dealId),
          resultText: resultTextOf(check),
          formattedData: isAuditor(viewer) ? null : formattedDataOf(check),
        },
      ],
    };
  }

  snapshot(): ScoringState {
    return structuredClone(this.state);
  }

  restore(snapshot: ScoringState): void {
    if (
      typeof snapshot !== 'object' ||
      snapshot === null ||
      !Array.isArray(snapshot.rescoring) ||
      !snapshot.rescoring.every(Number.isInteger) ||
      typeof snapshot.offCache !== 'object' ||
      snapshot.offCache === null
    ) {
      throw new Error('not a scoring snapshot');
    }
    this.state = structuredClone(snapshot);
    this.marked = new Set(this.state.rescoring);
  }
}
