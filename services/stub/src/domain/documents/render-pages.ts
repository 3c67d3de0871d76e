import type { PersonSource } from '../forms/source';
import { mix } from '../world/seed/prng';
import { type PdfBlock } from './pdf';
import { portraitPng } from './png';
import { documentTitle } from './seeded-files';

import { annuity, BANK, carLine, day, fullName, money, personId, yearlyRate, type RenderInput } from './render-input';

export function passportPages(p: PersonSource | null, seed: number): PdfBlock[][] {
  const passport = p?.passport;
  return [
    [
      { kind: 'title', text: 'ПАСПОРТ ГРАЖДАНИНА РОССИЙСКОЙ ФЕДЕРАЦИИ' },
      { kind: 'field', label: 'Паспорт выдан', value: passport?.divisionName ?? null },
      { kind: 'field', label: 'Дата выдачи', value: day(passport?.issueDate) },
      { kind: 'field', label: 'Код подразделения', value: passport?.divisionCode ?? null },
      { kind: 'space' },
      {
        kind: 'photo',
        png: portraitPng(mix(seed, personId(p))),
        fields: [
          ['Фамилия', p?.surName ?? null],
          ['Имя', p?.firstName ?? null],
          ['Отчество', p?.middleName ?? null],
          ['Пол', p?.gender === 'woman' ? 'ЖЕН.' : p?.gender === 'man' ? 'МУЖ.' : null],
          ['Дата рождения', day(p?.birthDate)],
          ['Место рождения', p?.bornPlace ?? null],
        ],
      },
    ],
    [
      { kind: 'title', text: 'МЕСТО ЖИТЕЛЬСТВА' },
      { kind: 'field', label: 'Зарегистрирован', value: p?.addressRegistration?.value ?? null },
      { kind: 'field', label: 'Фамилия, имя, отчество', value: fullName(p) },
      { kind: 'space' },
      { kind: 'heading', text: 'СЕМЕЙНОЕ ПОЛОЖЕНИЕ' },
      { kind: 'text', text: p?.maritalStatus === 'married' ? 'Зарегистрирован брак' : 'Отметок нет' },
    ],
  ];
}

export function consentPage(p: PersonSource | null, subject: string, at: string): PdfBlock[] {
  const passport = p?.passport;
  const id = passport?.series
    ? `паспорт ${passport.series} № ${passport.number}, выдан ${day(passport.issueDate)}`
    : '';
  return [
    { kind: 'title', text: documentTitle('consentToPPD').toUpperCase() },
    {
      kind: 'text',
      text:
        `Я, ${fullName(p) ?? '—'}${p?.birthDate ? `, ${day(p.birthDate)} г. р.` : ''}${id ? `, ${id}` : ''}, ` +
        `${subject} даю согласие ${BANK} на обработку моих персональных данных: фамилии, имени, отчества, даты и ` +
        'места рождения, паспортных данных, адреса, номеров телефонов, сведений о занятости и доходах, в целях ' +
        'рассмотрения заявки на автокредит и исполнения кредитного договора.',
    },
    {
      kind: 'text',
      text: 'Согласие действует в течение пяти лет и может быть отозвано письменным заявлением, поданным в банк.',
    },
    { kind: 'field', label: 'Телефон', value: p?.phone ?? null },
    { kind: 'signature', label: `Дата: ${day(at)}`, signed: p?.surName ?? undefined },
  ];
}

export function schedulePages(input: RenderInput): PdfBlock[][] {
  const { credit } = input.source;
  const sum = input.decision?.amount || credit.costRequested || 0;
  const months = input.decision?.term || credit.term || 12;
  const rate = input.decision?.rate || 15;
  const payment = annuity(sum, months, rate);
  const rows: PdfBlock[] = [];
  let balance = sum;
  const start = new Date(input.createdAt.slice(0, 10));
  for (let m = 1; m <= months; m++) {
    const interest = (balance * rate) / 1200;
    balance = Math.max(0, balance - (payment - interest));
    const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 15)).toISOString();
    rows.push({
      kind: 'text',
      text: `${m}. ${day(date)}   платеж ${money(payment)}   проценты ${money(interest)}   остаток ${money(balance)}`,
    });
  }
  const head: PdfBlock[] = [
    { kind: 'title', text: 'ГРАФИК ПЛАТЕЖЕЙ' },
    { kind: 'field', label: 'Заемщик', value: fullName(input.source.client) },
    {
      kind: 'field',
      label: 'Сумма кредита, срок, ставка',
      value: `${money(sum)}, ${months} мес., ${yearlyRate(rate)}`,
    },
  ];
  const pages: PdfBlock[][] = [[...head, ...rows.slice(0, 36)]];
  for (let i = 36; i < rows.length; i += 48) pages.push(rows.slice(i, i + 48));
  return pages;
}

export function signPage(input: RenderInput): PdfBlock[] {
  const { kind, source } = input;
  const { credit, client } = source;
  return [
    { kind: 'title', text: documentTitle(kind.code).toUpperCase() },
    { kind: 'field', label: 'Заявка', value: `№ ${source.deal.id}` },
    { kind: 'field', label: 'Заемщик', value: fullName(client) },
    {
      kind: 'field',
      label: 'Паспорт',
      value: client.passport.series ? `${client.passport.series} ${client.passport.number}` : null,
    },
    { kind: 'field', label: 'Сумма кредита', value: money(input.decision?.amount || credit.costRequested) },
    { kind: 'field', label: 'Срок кредита', value: `${input.decision?.term || credit.term || '—'} мес.` },
    { kind: 'field', label: 'Автомобиль', value: carLine(source) },
    {
      kind: 'text',
      text: `Заемщик подтверждает, что ознакомлен с условиями кредитования ${BANK} и согласен с ними.`,
    },
    {
      kind: 'signature',
      label: 'Подпись заемщика',
      signed: kind.type === 'signed' ? (client.surName ?? undefined) : undefined,
    },
  ];
}
