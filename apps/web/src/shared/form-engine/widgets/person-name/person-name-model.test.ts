import { describe, expect, it } from 'vitest';
import { fioAndGenderOf, genderOf, gendersDisagree, selectionOf, withPart } from './person-name-model';

describe('the person-name rules', () => {
  it('takes male and female over as man and woman, nothing else', () => {
    expect(genderOf('male')).toBe('man');
    expect(genderOf('female')).toBe('woman');
    expect(genderOf('unknown')).toBe('');
  });

  it('keeps a suggestion as firstName, middleName, surName and gender', () => {
    expect(selectionOf({ name: 'Иван', patronymic: 'Иванович', surname: 'Иванов', gender: 'male' })).toEqual({
      firstName: 'Иван',
      middleName: 'Иванович',
      surName: 'Иванов',
      gender: 'man',
    });
  });

  it('lists each part once and drops suggestions without it', () => {
    const list = withPart(
      [
        { name: 'Иван', patronymic: null, surname: 'Иванов', gender: 'male' },
        { name: 'Иван', patronymic: null, surname: 'Иванова', gender: 'female' },
        { name: null, patronymic: null, surname: 'Ивашов', gender: 'male' },
      ],
      'firstName',
    );
    expect(list.map((s) => s.name)).toEqual(['Иван']);
  });

  it('the genders disagree only when one part says man and another woman', () => {
    expect(gendersDisagree({ surName: 'man', firstName: 'woman' })).toBe(true);
    expect(gendersDisagree({ surName: 'man', firstName: '', middleName: 'man' })).toBe(false);
  });

  it('reads a server value with missing parts as empty', () => {
    expect(fioAndGenderOf(null)).toEqual({ surName: '', firstName: '', middleName: '', gender: '' });
    expect(fioAndGenderOf({ surName: 'Иванов', gender: 'x' })).toEqual({
      surName: 'Иванов',
      firstName: '',
      middleName: '',
      gender: '',
    });
  });
});
