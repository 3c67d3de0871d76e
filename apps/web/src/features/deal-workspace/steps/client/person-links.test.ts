import { describe, expect, it } from 'vitest';
import { socialSearchLinks } from './person-links';

const person = { surName: 'Смирнова', firstName: 'Лариса', middleName: 'Юрьевна', birthDate: '1960-01-02' };

describe('the searches of a person', () => {
  it('searches VK and OK by first name, surname and birth date', () => {
    const [vk, ok] = socialSearchLinks(person);
    const vkQuery = new URL(vk!.href).searchParams;
    expect(vk!.label).toBe('ВКонтакте');
    expect(vkQuery.get('c[q]')).toBe('Лариса Смирнова');
    expect([vkQuery.get('c[bday]'), vkQuery.get('c[bmonth]'), vkQuery.get('c[byear]')]).toEqual(['2', '1', '1960']);
    const okQuery = new URL(ok!.href).searchParams;
    expect(ok!.label).toBe('Одноклассники');
    expect(okQuery.get('st.query')).toBe('Лариса Смирнова');
    expect(okQuery.get('st.bthYear')).toBe('1960');
  });

  it('searches nothing without a name, and the name alone without a birth date', () => {
    expect(socialSearchLinks({ birthDate: '1960-01-02' })).toEqual([]);
    const [vk] = socialSearchLinks({ firstName: 'Лариса', surName: 'Смирнова' });
    expect(new URL(vk!.href).searchParams.has('c[byear]')).toBe(false);
  });
});
