import { describe, expect, it } from 'vitest';
import { isValidBirthday } from './account.service';
import { detectAvatarType } from './avatar.service';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe('detectAvatarType', () => {
  it('knows png and gif by their bytes', () => {
    expect(detectAvatarType(PNG_1X1)).toBe('png');
    expect(detectAvatarType(GIF_1X1)).toBe('gif');
    expect(detectAvatarType(Buffer.concat([Buffer.from('GIF87a'), Buffer.alloc(10)]))).toBe('gif');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(detectAvatarType(Buffer.from('hello, I am a .png'))).toBeUndefined();
    expect(
      detectAvatarType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeUndefined();
    expect(detectAvatarType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0]))).toBeUndefined();
    // The PNG signature alone (no IHDR chunk) is not an image.
    expect(detectAvatarType(Buffer.concat([PNG_1X1.subarray(0, 8), Buffer.alloc(20)]))).toBeUndefined();
    expect(detectAvatarType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(detectAvatarType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('isValidBirthday', () => {
  it('takes real days from 1900-01-01 to today', () => {
    expect(isValidBirthday('1990-02-28', '2025-06-01')).toBe(true);
    expect(isValidBirthday('2000-02-29', '2025-06-01')).toBe(true);
    expect(isValidBirthday('2025-06-01', '2025-06-01')).toBe(true);
    expect(isValidBirthday('1900-01-01', '2025-06-01')).toBe(true);
  });

  it('refuses impossible, future, ancient and malformed dates', () => {
    for (const value of [
      '1990-02-30',
      '1999-02-29',
      '1990-13-01',
      '1990-00-10',
      '2025-06-02',
      '1899-12-31',
      '1990-1-1',
      '1990/01/01',
      '',
    ]) {
      expect(isValidBirthday(value, '2025-06-01'), value).toBe(false);
    }
  });
});
