import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting elements', () => {
    const html =
      '<h1>标题</h1><h4>小标题</h4><p>欢迎<b>新</b><strong>会员</strong><i>a</i><em>b</em><u>c</u><span>d</span></p><div><ul><li>一</li></ul><ol><li>二</li></ol></div>第一行<br>第二行';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script and style elements with their content', () => {
    expect(sanitizeHtml('<p>hi</p><script>alert(1)</script><style>p{color:red}</style>')).toBe('<p>hi</p>');
    expect(sanitizeHtml('<SCRIPT type="text/javascript">alert(1)</SCRIPT >ok')).toBe('ok');
    expect(sanitizeHtml('<script>never closed <p>x</p>')).toBe('');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><svg><script>alert(1)</script></svg>x')).toBe('x');
  });

  it('drops event handlers, styles and unknown attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="position:fixed" class="x" id="y">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<p/onmouseover=alert(1)>t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src="/static/a.png" onerror="alert(1)">')).toBe('<img src="/static/a.png">');
  });

  it('keeps only http(s) links', () => {
    expect(sanitizeHtml('<a href="https://example.com/x?a=1&b=2" target="_blank">go</a>')).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" rel="noopener noreferrer nofollow">go</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '//evil.example/',
      '/relative',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('keeps images from http(s) or site paths only', () => {
    expect(sanitizeHtml('<img src="https://cdn.example.com/a.png" alt="横幅">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="横幅">',
    );
    expect(sanitizeHtml('<img src="/static/brand/logo.svg">')).toBe('<img src="/static/brand/logo.svg">');
    expect(sanitizeHtml('<img src="//evil.example/a.png">')).toBe('');
    expect(sanitizeHtml('<img src="/\\evil.example/a.png">')).toBe('');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
  });

  it('drops other elements but keeps their text, escaped', () => {
    expect(sanitizeHtml('<table><tr><td>格子</td></tr></table>')).toBe('格子');
    expect(sanitizeHtml('<font color="red">红</font>')).toBe('红');
    expect(sanitizeHtml('<form action="https://evil"><input value="x"><button>b</button></form>')).toBe('b');
  });

  it('escapes text and keeps well-formed entities', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2 &amp; &copy; &#169;')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; &copy; &#169;');
    // The broken tag is dropped; what is left is plain, escaped text.
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(sanitizeHtml('<<p>>x')).toBe('&lt;<p>&gt;x</p>');
    expect(sanitizeHtml('a <!-- <script>alert(1)</script> --> b')).toBe('a  b');
    expect(sanitizeHtml('<!DOCTYPE html><?xml x?>t')).toBe('t');
  });

  it('balances tags so the fragment cannot break the page around it', () => {
    expect(sanitizeHtml('<div><p>open')).toBe('<div><p>open</p></div>');
    expect(sanitizeHtml('</div></p>text')).toBe('text');
    expect(sanitizeHtml('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b>y');
  });

  it('drops quotes that try to escape an attribute', () => {
    expect(sanitizeHtml('<a title="a&quot; onclick=&quot;x" href="https://e.com">t</a>')).toBe(
      '<a title="a&quot; onclick=&quot;x" href="https://e.com" rel="noopener noreferrer nofollow">t</a>',
    );
    expect(sanitizeHtml('<img src="/a.png" alt=\'"><script>alert(1)</script>\'>')).toBe(
      '<img src="/a.png" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
    );
  });
});

describe('sanitizeHtml on notice and page content', () => {
  it('keeps a typical notice and drops what staff must not publish', () => {
    const notice =
      '<h2>系统维护公告</h2><p>维护时间：<strong>02:00-04:00</strong></p><ul><li>真人视讯</li></ul>' +
      '<p><a href="https://example.com/detail">查看详情</a><img src="/static/brand/logo.svg" alt="logo"></p>';
    expect(sanitizeHtml(notice)).toBe(
      notice.replace(
        'href="https://example.com/detail"',
        'href="https://example.com/detail" rel="noopener noreferrer nofollow"',
      ),
    );
    expect(sanitizeHtml('<h3 onmouseover="x()">t</h3><iframe src="/x"></iframe><style>*{}</style>')).toBe('<h3>t</h3>');
    expect(sanitizeHtml('<a href="javascript:alert(1)" onclick="x()">t</a>')).toBe('<a>t</a>');
  });
});
