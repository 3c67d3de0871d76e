import { describe, expect, it } from 'vitest';
import { suggestPersonNames } from './person-names';

describe('the person-name suggestions of get-fio', () => {
  it('read surname, name and patronymic, each typed in part, with the gender they tell', () => {
    expect(suggestPersonNames('Иванов Ив')).toEqual([
      { surname: 'Иванов', name: 'Иван', patronymic: null, gender: 'male' },
    ]);
    expect(suggestPersonNames('смирнова ольга вик')).toEqual([
      { surname: 'Смирнова', name: 'Ольга', patronymic: 'Викторовна', gender: 'female' },
    ]);
  });

  it('read a name and a patronymic without a surname', () => {
    expect(suggestPersonNames('Ольга Викторовна')).toEqual([
      { surname: null, name: 'Ольга', patronymic: 'Викторовна', gender: 'female' },
    ]);
  });

  it('give both genders of a surname typed in part, the whole word first', () => {
    const found = suggestPersonNames('Иванов');
    expect(found[0]).toEqual({ surname: 'Иванов', name: null, patronymic: null, gender: 'male' });
    expect(found).toContainEqual({ surname: 'Иванова', name: null, patronymic: null, gender: 'female' });
  });

  it('say unknown when the parts do not tell the gender', () => {
    expect(suggestPersonNames('Бондаренко')).toEqual([
      { surname: 'Бондаренко', name: null, patronymic: null, gender: 'unknown' },
    ]);
    expect(suggestPersonNames('Бондаренко Анна')[0]).toMatchObject({ gender: 'female' });
  });

  it('treat ё as е and give at most 10, nothing for an unknown word', () => {
    expect(suggestPersonNames('Артем')[0]).toMatchObject({ name: 'Артём', gender: 'male' });
    expect(suggestPersonNames('Але').length).toBeLessThanOrEqual(10);
    expect(suggestPersonNames('Qwerty')).toEqual([]);
  });
});
