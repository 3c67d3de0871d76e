import { describe, expect, it } from 'vitest';
import { generateEmployers } from '../world/seed/employers';
import { Random } from '../world/seed/prng';
import { PartyDirectory } from './parties';

const employers = generateEmployers(new Random(20261122, 'employers'), 42);
const directory = new PartyDirectory(employers);

/** The check digit of a legal entity's INN and of an OGRN (the registries' rules). */
const innValid = (inn: string) =>
  inn.length === 10 &&
  ([2, 4, 10, 3, 5, 9, 4, 6, 8].reduce((s, w, i) => s + w * Number(inn[i]), 0) % 11) % 10 === Number(inn[9]);
const ogrnValid = (ogrn: string) => ogrn.length === 13 && (Number(ogrn.slice(0, 12)) % 11) % 10 === Number(ogrn[12]);

describe('the organisations of get-party', () => {
  it('hold the world’s employers and large companies with their branches', () => {
    expect(directory.size).toBeGreaterThan(employers.length + 8);
  });

  it('find an employer of the world by its INN, as the head organisation', () => {
    const e = employers[3]!;
    const [found] = directory.suggest(e.inn);
    expect(found).toMatchObject({
      value: e.shortName,
      inn: e.inn,
      kpp: e.kpp,
      ogrn: e.ogrn,
      okved: e.okved,
      branchType: 'main',
      name: { full_with_opf: e.name },
      opf: { full: e.opf.full, code: e.opf.code, short: e.opf.short },
      state: { registration_date: e.registrationDate },
    });
    expect(found!.address?.city).toBeTruthy();
  });

  it('give valid INN and OGRN check digits, KPP of 9 digits, an OKFS and OKVED code', () => {
    const all = [...directory.suggest('ПАО', 100), ...employers.flatMap((e) => directory.suggest(e.inn, 1))];
    expect(all.length).toBeGreaterThan(employers.length);
    for (const p of all) {
      expect(innValid(p.inn), p.inn).toBe(true);
      expect(ogrnValid(p.ogrn!), p.ogrn!).toBe(true);
      expect(p.kpp).toMatch(/^\d{9}$/);
      expect(p.okfs).toMatch(/^\d{2}$/);
      expect(p.okved).toMatch(/^\d{2}\.\d{2}$/);
    }
  });

  it('find by a part of the name, heads first, then branches (the same INN, a branch KPP)', () => {
    const found = directory.suggest('сбер');
    expect(found[0]).toMatchObject({ inn: '7707083893', ogrn: '1027700132195', branchType: 'main' });
    expect(found[0]!.address).toMatchObject({ value: 'г Москва, ул Вавилова, д 19', regionId: '77', house: '19' });
    const branches = found.slice(1);
    expect(branches.length).toBeGreaterThan(0);
    for (const b of branches) {
      expect(b).toMatchObject({ inn: '7707083893', branchType: 'branch' });
      expect(b.kpp).toMatch(/^\d{4}43001$/);
    }
  });

  it('find by the beginning of an INN, and nothing for an unknown one', () => {
    const e = employers[0]!;
    expect(directory.suggest(e.inn.slice(0, 5)).map((p) => p.inn)).toContain(e.inn);
    expect(directory.suggest('0000000000')).toEqual([]);
    expect(directory.suggest('Несуществующая организация')).toEqual([]);
  });

  it('mark some organisations as no longer active', () => {
    const many = generateEmployers(new Random(1, 'employers'), 200);
    const states = new PartyDirectory(many).suggest('ООО', 200).map((p) => p.state?.status);
    expect(states).toContain('ACTIVE');
    expect(states.some((s) => s !== 'ACTIVE')).toBe(true);
  });
});
