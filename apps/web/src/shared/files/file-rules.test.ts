import { describe, expect, it } from 'vitest';
import { fileRules, roomLeft } from './file-rules';

describe('the rules of a file field', () => {
  it('fills in the defaults: limit 25, config default, document additionalFile of the group deal', () => {
    expect(fileRules({ type: 'file', attributes: {} })).toEqual({
      multiple: false,
      allowDelete: false,
      limit: 25,
      config: 'default',
      accept: '',
      documentCode: 'additionalFile',
      documentGroup: 'deal',
    });
  });

  it('takes the named config, or the name and the media types of one spelt out', () => {
    expect(fileRules({ type: 'file', attributes: { config: 'passport' } }).config).toBe('passport');
    const spelt = fileRules({
      type: 'file',
      attributes: { config: { name: 'scans', mimeTypes: ['application/pdf', 'image/png'] }, collectionId: 7 },
    });
    expect([spelt.config, spelt.accept, spelt.collectionId]).toEqual(['scans', 'application/pdf,image/png', 7]);
  });

  it('leaves room while the count is below the limit, none once it reaches it', () => {
    expect(roomLeft(24, 25)).toBe(1);
    expect(roomLeft(25, 25)).toBe(0);
    expect(roomLeft(30, 25)).toBe(0);
  });
});
