import { describe, expect, it } from 'vitest';
import { escapeHtml, safeHref } from './service-page.views';

describe('service page helpers', () => {
  it('escapes text and keeps only http(s) and site links', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(safeHref('https://telegram.org/apps')).toBe('https://telegram.org/apps');
    expect(safeHref('/service/chat')).toBe('/service/chat');
    for (const bad of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', ''])
      expect(safeHref(bad), bad).toBeUndefined();
  });
});
