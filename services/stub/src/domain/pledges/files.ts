import type { StoredFile } from '@autocredit/generated/api';
import { renderPdf, type PdfBlock } from '../documents/pdf';
import { DomainError } from '../errors';
import type { DownloadableFile } from '../documents/file-store';
import type { PledgeRecord } from './records';
import { isoAt } from '../world/time';
import type { World } from '../world/world';
import { isRegistered, isSent } from './registry';
import { pledgeTexts, statusNameOf } from './texts';
import { contractNumberOf, pledgeData, type PledgeViewParts } from './pledge-data';

/**
 * The files of the pledges (the pledge view's `docs` step): none is stored, an id names its pledge and its kind
 * (`PLEDGE_FILE_BASE + pledge row × 4 + slot`), and the content is made from the pledge when it is downloaded.
 */
export const PLEDGE_FILE_BASE = 190_000_000;
const SLOTS = 4;

type Kind = 'notice' | 'certificate' | 'result';
const KINDS: Kind[] = ['notice', 'certificate', 'result'];

const nameOf = (kind: Kind, pledgeId: number): string =>
  kind === 'notice'
    ? `Уведомление_о_залоге_${pledgeId}.xml`
    : kind === 'certificate'
      ? `Свидетельство_о_регистрации_залога_${pledgeId}.pdf`
      : `Результат_переуступки_залога_${pledgeId}.pdf`;

const mimeOf = (kind: Kind) => (kind === 'notice' ? 'application/xml' : 'application/pdf');

/** Which files a pledge has in its state: the notice once sent, the certificate once registered, the assignment's result. */
function kindsOf(pledge: PledgeRecord): Kind[] {
  return KINDS.filter((kind) =>
    kind === 'notice'
      ? isSent(pledge.status)
      : kind === 'certificate'
        ? isRegistered(pledge.status)
        : pledge.status === 'assignment_success',
  );
}

const createdOf = (pledge: PledgeRecord, kind: Kind) => pledge.createdAt + (KINDS.indexOf(kind) + 1) * 600_000;

/** The pledge's files as the pledge view lists them. */
export function pledgeFiles(parts: { world: World }, pledge: PledgeRecord): StoredFile[] {
  const pledgeId = parts.world.pledgeId(pledge.row);
  return kindsOf(pledge).map((kind) => {
    const id = PLEDGE_FILE_BASE + pledge.row * SLOTS + KINDS.indexOf(kind);
    return {
      id,
      name: nameOf(kind, pledgeId),
      path: `/api/file/get/${id}`,
      mimeType: mimeOf(kind),
      createdAt: isoAt(createdOf(pledge, kind)),
    };
  });
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

async function contentOf(parts: PledgeViewParts, pledge: PledgeRecord, kind: Kind): Promise<Uint8Array> {
  const { world } = parts;
  const pledgeId = world.pledgeId(pledge.row);
  const data = pledgeData(parts, pledge);
  const pledgors = data.pledgors.map((p) => [p.name.last, p.name.first, p.name.middle].filter(Boolean).join(' '));
  if (kind === 'notice') {
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<PledgeNotice id="${pledgeId}" notificationId="${data.notificationId ?? ''}">`,
      `  <Contract number="${escapeXml(contractNumberOf(world, pledge.deal))}"/>`,
      ...pledgors.map((p) => `  <Pledgor name="${escapeXml(p)}"/>`),
      ...data.vehicles.map(
        (v) => `  <Vehicle vin="${escapeXml(v.vin)}" description="${escapeXml(v.description ?? '')}"/>`,
      ),
      '</PledgeNotice>',
      '',
    ].join('\n');
    return new TextEncoder().encode(xml);
  }
  const title =
    kind === 'certificate' ? 'Свидетельство о регистрации уведомления о залоге' : 'Результат переуступки залога';
  const field = (label: string, value: string | null): PdfBlock => ({ kind: 'field', label, value });
  return renderPdf({
    title,
    date: new Date(createdOf(pledge, kind)),
    pages: [
      [
        { kind: 'title', text: title },
        field('Залог №', String(pledgeId)),
        field('Регистрационный номер', data.notificationReferenceNumber ?? null),
        field('Договор', contractNumberOf(world, pledge.deal)),
        field('Залогодатель', pledgors.join(', ')),
        ...data.vehicles.map((v) => field('Транспортное средство', `${v.vin} ${v.description ?? ''}`.trim())),
        field('Статус', statusNameOf(pledge.status)),
        ...(kind === 'result'
          ? [
              field('Соглашение', parts.pledges.agreementOf(pledgeId)?.contractNumber ?? null),
              { kind: 'text' as const, text: pledgeTexts.assigned },
            ]
          : [{ kind: 'text' as const, text: pledgeTexts.registered }]),
      ],
    ],
  });
}

/** A pledge's file by id (the downloads' source); undefined for any other id. */
export async function pledgeFile(parts: PledgeViewParts, fileId: number): Promise<DownloadableFile | undefined> {
  if (!Number.isSafeInteger(fileId) || fileId < PLEDGE_FILE_BASE) return undefined;
  const offset = fileId - PLEDGE_FILE_BASE;
  const pledge = parts.world.pledges[Math.floor(offset / SLOTS)];
  const kind = KINDS[offset % SLOTS];
  if (!pledge || !kind || !kindsOf(pledge).includes(kind)) return undefined;
  const content = await contentOf(parts, pledge, kind);
  return {
    name: nameOf(kind, parts.world.pledgeId(pledge.row)),
    mimeType: mimeOf(kind),
    content: Buffer.from(content),
  };
}

/** The assignment result of an assigned pledge (`GET /api/pledge/download/{id}/resultAssignment`), a PDF. */
export async function assignmentResult(
  parts: PledgeViewParts,
  pledge: PledgeRecord,
): Promise<{ name: string; content: Uint8Array }> {
  if (pledge.status !== 'assignment_success') {
    throw new DomainError('invalid', pledgeTexts.resultOnlyAssigned, [
      { propertyPath: 'pledgeId', message: pledgeTexts.resultOnlyAssigned },
    ]);
  }
  return {
    name: nameOf('result', parts.world.pledgeId(pledge.row)),
    content: await contentOf(parts, pledge, 'result'),
  };
}
