import { beforeEach, describe, expect, it } from 'vitest';
import { callStatusTitle, chooseCallingNumber, chosenCallingNumber, talkDuration } from './call-chat-rules';

describe('the call chat', () => {
  beforeEach(() => sessionStorage.clear());

  it('titles the known call statuses and shows another as it came', () => {
    expect(callStatusTitle('answered')).toBe('Отвечен');
    expect(callStatusTitle('noAnswer')).toBe('Нет ответа');
    expect(callStatusTitle('transferred')).toBe('transferred');
  });

  it('writes a talk as minutes and seconds', () => {
    expect(talkDuration(134)).toBe('2:14');
    expect(talkDuration(0)).toBe('0:00');
  });

  it('keeps the chosen calling number per user for the session', () => {
    expect(chosenCallingNumber('underwriter')).toBeNull();
    chooseCallingNumber('underwriter', 32);
    expect(chosenCallingNumber('underwriter')).toBe(32);
    expect(chosenCallingNumber('admin')).toBeNull();
  });
});
