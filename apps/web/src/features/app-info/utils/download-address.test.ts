import { describe, expect, it } from 'vitest';
import { hasDownloadAddress } from './download-address';

describe('hasDownloadAddress', () => {
  it('is false when no download address is configured, so the download bar is hidden', () => {
    expect(hasDownloadAddress({ ios_download_url: '', android_download_url: '' })).toBe(false);
    expect(hasDownloadAddress({ ios_download_url: '  ', android_download_url: '' })).toBe(false);
  });

  it('is false before the app info has arrived', () => {
    expect(hasDownloadAddress(undefined)).toBe(false);
  });

  it('is true with an iOS or an Android address', () => {
    expect(hasDownloadAddress({ ios_download_url: 'https://apps.example.com/ios', android_download_url: '' })).toBe(
      true,
    );
    expect(hasDownloadAddress({ ios_download_url: '', android_download_url: 'https://example.com/app.apk' })).toBe(
      true,
    );
  });
});
