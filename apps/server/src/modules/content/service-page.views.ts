import type { ServiceEntry } from '@app/shared/contracts';

/**
 * Our customer-service page (`/service/chat`), what /kefu shows in its frame until staff configure
 * a chat provider: the service entries with their accounts (copy button), links and download
 * links. Small, Chinese, 375 px first, no external assets; every value is escaped.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Links we render: http(s) addresses and site paths only (entries are staff data, still checked). */
export function safeHref(url: string): string | undefined {
  const trimmed = url.trim();
  if (/^https?:\/\/[^/\s]/i.test(trimmed) || /^\/(?!\/)/.test(trimmed)) return trimmed;
  return undefined;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f3f4f8;color:#1f2329;font:15px/1.6 -apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif}
header{background:linear-gradient(135deg,#b3141f,#e0432f);color:#fff;padding:16px;text-align:center}
header h1{margin:0;font-size:18px}
header p{margin:4px 0 0;font-size:13px;opacity:.9}
main{max-width:480px;margin:0 auto;padding:12px}
.card{display:flex;gap:12px;background:#fff;border-radius:12px;padding:14px;margin-bottom:12px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
.card.top{border:1px solid #f3c2c5}
.card img{width:44px;height:44px;flex:none;border-radius:10px;background:#f6f7f9}
.card .body{flex:1;min-width:0}
.card h2{margin:0;font-size:16px}
.card .tag{display:inline-block;margin-left:6px;background:#fff1f0;color:#cf1322;border-radius:4px;padding:0 6px;font-size:12px;font-weight:400;vertical-align:middle}
.card p{margin:4px 0;color:#5c6270;font-size:13px}
.account{display:flex;align-items:center;gap:6px;margin-top:6px;font-size:14px;word-break:break-all}
.account b{font-weight:600}
button.copy{border:1px solid #b3141f;background:#fff;color:#b3141f;border-radius:12px;padding:0 10px;font-size:12px;line-height:22px;cursor:pointer;flex:none}
.actions{margin-top:8px;display:flex;gap:8px;flex-wrap:wrap}
.actions a{display:inline-block;border-radius:16px;padding:4px 14px;font-size:13px;text-decoration:none;background:#b3141f;color:#fff}
.actions a.secondary{background:#fff;color:#b3141f;border:1px solid #b3141f}
.empty{text-align:center;color:#8a8f99;padding:40px 0}
footer{text-align:center;color:#8a8f99;font-size:12px;padding:8px 0 20px}
`;

const SCRIPT = `
document.querySelectorAll('[data-copy]').forEach(function(b){b.addEventListener('click',function(){var v=b.getAttribute('data-copy');var done=function(){b.textContent='复制成功';setTimeout(function(){b.textContent='复制';},2000);};if(navigator.clipboard){navigator.clipboard.writeText(v).then(done,function(){});}else{var t=document.createElement('textarea');t.value=v;document.body.appendChild(t);t.select();try{document.execCommand('copy');done();}catch(e){}document.body.removeChild(t);}});});
`;

function renderEntry(entry: ServiceEntry, selfPath: string): string {
  const img = safeHref(entry.img);
  const link = safeHref(entry.url);
  const download = safeHref(entry.download_url);
  const external = (href: string) => (href.startsWith('/') ? '' : ' target="_blank" rel="noopener noreferrer"');
  const actions = [
    link && link !== selfPath ? `<a href="${escapeHtml(link)}"${external(link)}>立即咨询</a>` : '',
    download
      ? `<a class="secondary" href="${escapeHtml(download)}"${external(download)}>${escapeHtml(entry.download_describe || '下载')}</a>`
      : '',
  ].filter(Boolean);
  return `<section class="card${entry.is_top === 1 ? ' top' : ''}">
${img ? `<img src="${escapeHtml(img)}" alt="">` : ''}
<div class="body">
<h2>${escapeHtml(entry.title)}${entry.is_top === 1 ? '<span class="tag">推荐</span>' : ''}</h2>
${entry.content ? `<p>${escapeHtml(entry.content)}</p>` : ''}
${entry.account ? `<div class="account">账号：<b>${escapeHtml(entry.account)}</b><button type="button" class="copy" data-copy="${escapeHtml(entry.account)}">复制</button></div>` : ''}
${actions.length > 0 ? `<div class="actions">${actions.join('')}</div>` : ''}
</div>
</section>`;
}

export function renderServicePage(view: {
  siteTitle: string;
  entries: ServiceEntry[];
  nonce: string;
  selfPath: string;
}): string {
  const body =
    view.entries.length > 0
      ? view.entries.map((entry) => renderEntry(entry, view.selfPath)).join('\n')
      : '<p class="empty">客服通道维护中，请稍后再试</p>';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<meta name="robots" content="noindex">
<title>在线客服 - ${escapeHtml(view.siteTitle)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${escapeHtml(view.siteTitle)} 客服中心</h1><p>7×24小时为您服务，请选择下方任一方式联系我们</p></header>
<main>
${body}
<footer>客服不会索要您的登录密码、资金密码或短信验证码</footer>
</main>
<script nonce="${escapeHtml(view.nonce)}">${SCRIPT}</script>
</body>
</html>`;
}
