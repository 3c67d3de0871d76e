/** The name widgets: `firstName`, `surName`, `middleName` and `fioAndGender`. */
export { NamePartWidget } from './name-part-widget';
export { FioAndGenderWidget } from './fio-and-gender-widget';
export { EMPTY_FIO_AND_GENDER } from './person-name-model';
export { GenderAgreement, NameGendersContext, createNameGenders, groupOf } from './name-genders';
