import { describe, expect, it } from 'vitest';
import { cancelLabel, cancelQuestion, offersRegistryCheck, registrationNumber } from './pledge-status';

describe('the pledge task by status', () => {
  it('cancels an assignment for assignment_error_upload and assignment_rework, else the registration', () => {
    expect(cancelLabel('assignment_error_upload')).toBe('Отменить переуступку');
    expect(cancelLabel('assignment_rework')).toBe('Отменить переуступку');
    expect(cancelLabel('assignment_new')).toBe('Отменить регистрацию');
    expect(cancelLabel('reg_error_upload')).toBe('Отменить регистрацию');
    expect(cancelLabel(undefined)).toBe('Отменить регистрацию');
    expect(cancelQuestion('assignment_rework')).toBe('Вы действительно хотите отменить переуступку залога?');
    expect(cancelQuestion('reg_new')).toBe('Вы действительно хотите отменить регистрацию залога?');
  });

  it('offers the registry check on the view only for reg_error_upload', () => {
    expect(offersRegistryCheck('reg_error_upload')).toBe(true);
    expect(offersRegistryCheck('reg_success')).toBe(false);
    expect(offersRegistryCheck(null)).toBe(false);
  });

  it('knows a pledge by its notification reference number, else its notification id, else its registration id', () => {
    expect(registrationNumber({ notificationReferenceNumber: 'R', notificationId: 'N', registrationId: 'G' })).toBe(
      'R',
    );
    expect(registrationNumber({ notificationReferenceNumber: null, notificationId: 'N', registrationId: 'G' })).toBe(
      'N',
    );
    expect(registrationNumber({ registrationId: 'G' })).toBe('G');
    expect(registrationNumber({})).toBeNull();
  });
});
