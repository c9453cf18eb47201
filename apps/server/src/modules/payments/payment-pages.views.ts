/**
 * Server-rendered payment pages (sandbox cashier, offline bank / USDT page, results). Small,
 * Chinese, 375 px first, no external assets; every interpolated value goes through `escapeHtml`.
 * They show the order's amount and where to pay, never who the member is: anyone holding the
 * (unguessable) order number can open them.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Link back to the member site's deposit records. */
export const BACK_TO_SITE_URL = '/#/assets?type=0';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f3f4f8;color:#1f2329;font:15px/1.6 -apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif}
header{background:linear-gradient(135deg,#b3141f,#e0432f);color:#fff;padding:14px 16px;font-size:17px;font-weight:600;text-align:center}
main{max-width:480px;margin:0 auto;padding:12px}
.card{background:#fff;border-radius:12px;padding:16px;margin-bottom:12px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
.amount{font-size:34px;font-weight:700;color:#b3141f;text-align:center;margin:4px 0}
.amount small{font-size:18px}
.muted{color:#8a8f99;font-size:13px}
.center{text-align:center}
.tag{display:inline-block;background:#fff4e5;color:#d46b08;border-radius:4px;padding:0 6px;font-size:12px}
dl{margin:0}
.row{display:flex;justify-content:space-between;gap:12px;padding:8px 0;border-bottom:1px solid #f0f1f4}
.row:last-child{border-bottom:0}
dt{color:#8a8f99;flex:none}
dd{margin:0;text-align:right;word-break:break-all;font-weight:500}
button,.button{display:block;width:100%;border:0;border-radius:24px;padding:12px;font-size:16px;font-weight:600;color:#fff;background:#b3141f;text-align:center;text-decoration:none;cursor:pointer}
button[disabled]{opacity:.6}
.button.secondary{background:#fff;color:#b3141f;border:1px solid #b3141f;margin-top:10px}
.copy{border:0;background:none;color:#1677ff;font-size:13px;padding:0 0 0 6px;width:auto;display:inline;font-weight:400}
input{width:100%;border:1px solid #d9dbe1;border-radius:8px;padding:10px 12px;font-size:15px;margin:8px 0 12px}
.notice{border-radius:8px;padding:10px 12px;margin-bottom:12px;font-size:14px}
.notice.ok{background:#f0f9eb;color:#389e0d}
.notice.warn{background:#fff7e6;color:#d46b08}
.notice.error{background:#fff1f0;color:#cf1322}
.qr{display:flex;justify-content:center;margin:8px 0}
.qr svg{width:180px;height:180px}
.result{font-size:56px;text-align:center;line-height:1.2}
ol{padding-left:20px;margin:6px 0;color:#5c6270;font-size:13px}
`;

/** Disables a submit button while its form is in flight, copies a value, counts down the deadline. */
const SCRIPT = `
document.querySelectorAll('form').forEach(function(f){f.addEventListener('submit',function(){var b=f.querySelector('button[type=submit]');if(b){b.disabled=true;b.textContent='处理中…';}});});
document.querySelectorAll('[data-copy]').forEach(function(b){b.addEventListener('click',function(){var v=b.getAttribute('data-copy');if(navigator.clipboard){navigator.clipboard.writeText(v).then(function(){b.textContent='已复制';});}});});
var c=document.querySelector('[data-deadline]');
if(c){var end=Number(c.getAttribute('data-deadline'));var t=function(){var s=Math.max(0,Math.floor((end-Date.now())/1000));c.textContent=String(Math.floor(s/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0');if(s>0)setTimeout(t,1000);};t();}
`;

export interface PageShell {
  siteTitle: string;
  heading: string;
  body: string;
  /** CSP nonce of the inline script. */
  nonce: string;
}

export function renderPage(page: PageShell): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.heading)} - ${escapeHtml(page.siteTitle)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>${escapeHtml(page.siteTitle)} · ${escapeHtml(page.heading)}</header>
<main>
${page.body}
</main>
<script nonce="${escapeHtml(page.nonce)}">${SCRIPT}</script>
</body>
</html>`;
}

/** A label and value; `copy` adds a copy button (true copies the value, a string copies that). */
function row(label: string, value: string, copy: boolean | string = false): string {
  const copied = copy === true ? value : copy;
  const button = copied ? `<button type="button" class="copy" data-copy="${escapeHtml(copied)}">复制</button>` : '';
  return `<div class="row"><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}${button}</dd></div>`;
}

/** Result icons drawn inline (no emoji font or image request needed). */
const ICONS = {
  ok: '<svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true"><circle cx="24" cy="24" r="22" fill="#52c41a"/><path d="M14 24.5l7 7 13-14" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  fail: '<svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true"><circle cx="24" cy="24" r="22" fill="#faad14"/><path d="M24 13v14" stroke="#fff" stroke-width="4" stroke-linecap="round"/><circle cx="24" cy="34" r="2.6" fill="#fff"/></svg>',
  search:
    '<svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true"><circle cx="21" cy="21" r="12" stroke="#8a8f99" stroke-width="4" fill="none"/><path d="M30 30l9 9" stroke="#8a8f99" stroke-width="4" stroke-linecap="round"/></svg>',
} as const;

function amountBlock(amount: string): string {
  return `<div class="amount"><small>¥</small>${escapeHtml(amount)}</div>`;
}

function notice(kind: 'ok' | 'warn' | 'error', text: string): string {
  return `<div class="notice ${kind}">${escapeHtml(text)}</div>`;
}

function backLink(label = '返回网站'): string {
  return `<a class="button secondary" href="${BACK_TO_SITE_URL}">${escapeHtml(label)}</a>`;
}

export interface SandboxCashierView {
  siteTitle: string;
  nonce: string;
  orderNo: string;
  /** Yuan with two decimals. */
  amount: string;
  deadline: string;
  deadlineMs: number;
  /** payable: show the button; otherwise the reason it is closed. */
  status: 'payable' | 'paid' | 'closed' | 'expired';
}

/** The sandbox gateway's cashier: what a real gateway's page would show, with one '确认支付' button. */
export function renderSandboxCashier(view: SandboxCashierView): string {
  const status = {
    payable: '',
    paid: notice('ok', '该订单已支付成功'),
    closed: notice('error', '该订单已关闭'),
    expired: notice('warn', '订单已超时，请返回网站重新下单'),
  }[view.status];
  const action =
    view.status === 'payable'
      ? `<form method="post" action="/sandbox-pay/${encodeURIComponent(view.orderNo)}/pay"><button type="submit">确认支付</button></form>
<p class="muted center">剩余支付时间 <span data-deadline="${view.deadlineMs}">--:--</span></p>`
      : '';
  return renderPage({
    siteTitle: view.siteTitle,
    nonce: view.nonce,
    heading: '收银台',
    body: `<div class="card">
<p class="center"><span class="tag">沙箱演示 · 不会产生真实扣款</span></p>
<p class="muted center">支付金额</p>
${amountBlock(view.amount)}
<dl>${row('订单号', view.orderNo)}${row('支付方式', '快捷支付（沙箱）')}${row('支付截止', view.deadline)}</dl>
</div>
${status}
${action}
${backLink()}`,
  });
}

export interface PaymentResultView {
  siteTitle: string;
  nonce: string;
  orderNo: string;
  amount: string;
  paid: boolean;
  message: string;
}

export function renderPaymentResult(view: PaymentResultView): string {
  return renderPage({
    siteTitle: view.siteTitle,
    nonce: view.nonce,
    heading: view.paid ? '支付成功' : '支付失败',
    body: `<div class="card center">
<div class="result">${view.paid ? ICONS.ok : ICONS.fail}</div>
<h2>${view.paid ? '支付成功' : '支付失败'}</h2>
${amountBlock(view.amount)}
<p class="muted">${escapeHtml(view.message)}</p>
<dl>${row('订单号', view.orderNo)}</dl>
</div>
<a class="button" href="${BACK_TO_SITE_URL}">返回网站</a>`,
  });
}

export interface OfflinePaymentView {
  siteTitle: string;
  nonce: string;
  orderNo: string;
  /** The page's own address with its per-order key (`payPagePath`); the form posts to it + /reference. */
  pagePath: string;
  amount: string;
  deadline: string;
  deadlineMs: number;
  state: 'pending' | 'submitted' | 'expired' | 'success' | 'refused';
  /** Shown above the form (the last submission's outcome). */
  message?: { kind: 'ok' | 'warn' | 'error'; text: string } | undefined;
  target:
    | { kind: 'bank'; bankName: string; accountName: string; accountNo: string; branch: string }
    | { kind: 'usdt'; protocol: string; address: string; quantity: string; rate: string; qrSvg: string };
}

/** `/pay/{order}?k=…` → `/pay/{order}/reference?k=…`. */
function referenceAction(pagePath: string): string {
  const [pathPart = '', query = ''] = pagePath.split('?');
  return `${pathPart}/reference${query ? `?${query}` : ''}`;
}

/** Our page for a bank transfer or a USDT transfer: where and how much to pay, then the reference form. */
export function renderOfflinePayment(view: OfflinePaymentView): string {
  const { target } = view;
  const isUsdt = target.kind === 'usdt';
  const stateNotice = {
    pending: '',
    submitted: notice('ok', '已提交，等待后台确认'),
    expired: notice('warn', '订单已超时，请勿再向该账户转账。如您已在截止前转账，请提交转账凭证号，核实后为您入账。'),
    success: notice('ok', '充值成功，金额已到账'),
    refused: notice('error', '该订单未通过审核，如有疑问请联系在线客服'),
  }[view.state];
  const showTarget = view.state === 'pending' || view.state === 'submitted';

  const details =
    target.kind === 'bank'
      ? `<dl>${row('收款银行', target.bankName)}${row('收款户名', target.accountName, true)}${row('收款账号', target.accountNo, true)}${row('开户支行', target.branch)}</dl>`
      : `<div class="qr">${target.qrSvg}</div>
<dl>${row('协议', target.protocol)}${row('收款地址', target.address, true)}${row('应转数量', `${target.quantity} USDT`, target.quantity)}${row('汇率', `1 USDT ≈ ${target.rate} 元`)}</dl>`;

  const steps = isUsdt
    ? `<ol><li>请使用 ${escapeHtml(target.protocol)} 网络向上方地址转入应转数量的 USDT，其他网络将无法到账。</li><li>转账完成后，在下方提交交易哈希（TxID）。</li><li>到账金额为提交订单时的人民币金额，请以实际支付的汇率为准。</li></ol>`
    : `<ol><li>请按订单金额准确转账，金额不符将延迟到账。</li><li>转账完成后，在下方提交转账凭证号或付款人姓名。</li><li>每笔订单的收款账户可能不同，请勿保存后重复转账。</li></ol>`;

  const canSubmit = view.state === 'pending' || view.state === 'expired';
  const form = canSubmit
    ? `<div class="card"><form method="post" action="${escapeHtml(referenceAction(view.pagePath))}">
<label for="reference">${isUsdt ? '交易哈希（TxID）' : '转账凭证号 / 付款人姓名'}</label>
<input id="reference" name="reference" maxlength="64" required autocomplete="off" placeholder="${isUsdt ? '请输入交易哈希' : '请输入转账凭证号'}">
<button type="submit">我已转账，提交</button>
</form></div>`
    : '';

  return renderPage({
    siteTitle: view.siteTitle,
    nonce: view.nonce,
    heading: isUsdt ? 'USDT 充值' : '银行卡转账',
    body: `${view.message ? notice(view.message.kind, view.message.text) : ''}${stateNotice}
<div class="card">
<p class="muted center">${isUsdt ? '充值金额（人民币）' : '转账金额'}</p>
${amountBlock(view.amount)}
<dl>${row('订单号', view.orderNo, true)}${row('支付截止', view.deadline)}</dl>
${view.state === 'pending' ? `<p class="muted center">剩余时间 <span data-deadline="${view.deadlineMs}">--:--</span></p>` : ''}
</div>
${showTarget ? `<div class="card">${details}${steps}</div>` : ''}
${form}
${backLink()}`,
  });
}

export function renderNotFoundPage(siteTitle: string, nonce: string): string {
  return renderPage({
    siteTitle,
    nonce,
    heading: '订单不存在',
    body: `<div class="card center"><div class="result">${ICONS.search}</div><p>订单不存在或已失效</p></div>${backLink()}`,
  });
}
