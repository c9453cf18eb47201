import { formatFen, parseAmountToFen } from '@app/shared/money';
import type {
  PayoutCallbackVerification,
  PayoutGateway,
  PayoutQueryOutcome,
  PayoutSubmission,
  PayoutSubmitOutcome,
  PayoutTransport,
} from './payout-gateway';
import { signPayoutFields, verifyPayoutFields } from './payout-signature';

/**
 * The signed-HTTP payout protocol (decision 0031), spoken by the sandbox and by 'signed_http'
 * channels. Requests are form-encoded and signed (`payout-signature.ts`):
 * - `POST {api}/submit` merchant_id, payout_no, amount (yuan), payee_name, payee_bank,
 *   payee_account, timestamp → JSON { payout_no, status: accepted | rejected, message, sign }
 * - `POST {api}/query` merchant_id, payout_no, timestamp → JSON { payout_no, status: processing |
 *   paid | failed | not_found, trade_no, message, sign }
 * - callback to `/api/payouts/notify/{code}`: merchant_id, payout_no, amount, status (paid |
 *   failed), trade_no, message, sign → plain text 'success' | 'fail'.
 * An answer that is not signed by the channel's secret counts as no answer (unknown).
 */
export class SignedHttpPayoutGateway implements PayoutGateway {
  constructor(
    private readonly options: {
      merchantId: string;
      secret: string;
      apiUrl: string;
      transport: PayoutTransport;
      now?: () => Date;
    },
  ) {}

  get merchantId(): string {
    return this.options.merchantId;
  }

  private timestamp(): string {
    return String(Math.floor((this.options.now?.() ?? new Date()).getTime() / 1000));
  }

  private async call(path: string, fields: Record<string, string>): Promise<Record<string, string> | string> {
    let answer: { status: number; body: string };
    try {
      answer = await this.options.transport(
        `${this.options.apiUrl.replace(/\/$/, '')}/${path}`,
        signPayoutFields(this.options.secret, fields),
      );
    } catch (error) {
      return error instanceof Error ? `请求失败：${error.message}` : '请求失败';
    }
    if (answer.status !== 200) return `通道应答 HTTP ${answer.status}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      return '通道应答无法解析';
    }
    const checked = verifyPayoutFields(this.options.secret, parsed, ['payout_no', 'status']);
    if (!checked.valid) return checked.reason === 'bad_signature' ? '通道应答签名错误' : '通道应答格式错误';
    if (checked.fields.payout_no !== fields.payout_no) return '通道应答的订单号不符';
    return checked.fields;
  }

  async submitPayout(order: PayoutSubmission): Promise<PayoutSubmitOutcome> {
    const answer = await this.call('submit', {
      merchant_id: this.options.merchantId,
      payout_no: order.payoutNo,
      amount: formatFen(order.amountFen),
      payee_name: order.payeeName,
      payee_bank: order.payeeBank,
      payee_account: order.payeeAccount,
      timestamp: this.timestamp(),
    });
    if (typeof answer === 'string') return { outcome: 'unknown', reason: answer };
    if (answer.status === 'accepted') return { outcome: 'accepted' };
    if (answer.status === 'rejected') return { outcome: 'failed', reason: answer.message || '通道拒绝代付' };
    return { outcome: 'unknown', reason: `通道应答状态未知：${answer.status ?? ''}` };
  }

  async queryPayout(payoutNo: string): Promise<PayoutQueryOutcome> {
    const answer = await this.call('query', {
      merchant_id: this.options.merchantId,
      payout_no: payoutNo,
      timestamp: this.timestamp(),
    });
    if (typeof answer === 'string') return { status: 'unknown', reason: answer };
    const status: string = answer.status ?? '';
    switch (status) {
      case 'paid':
        return answer.trade_no
          ? { status: 'paid', tradeNo: answer.trade_no }
          : { status: 'unknown', reason: '缺少流水号' };
      case 'failed':
        return { status: 'failed', reason: answer.message || '通道代付失败' };
      case 'processing':
        return { status: 'processing' };
      case 'not_found':
        return { status: 'not_found' };
      default:
        return { status: 'unknown', reason: `通道应答状态未知：${answer.status ?? ''}` };
    }
  }

  verifyCallback(payload: unknown): PayoutCallbackVerification {
    const payoutNo =
      typeof payload === 'object' && payload !== null && 'payout_no' in payload && typeof payload.payout_no === 'string'
        ? payload.payout_no
        : undefined;
    const checked = verifyPayoutFields(this.options.secret, payload, [
      'merchant_id',
      'payout_no',
      'amount',
      'status',
      'trade_no',
    ]);
    if (!checked.valid) return { valid: false, reason: checked.reason, payoutNo };
    const { fields } = checked;
    const amount = parseAmountToFen(fields.amount ?? '');
    // Only the two final statuses are callbacks; anything else is not a statement we act on.
    if (!amount.ok || (fields.status !== 'paid' && fields.status !== 'failed')) {
      return { valid: false, reason: 'malformed', payoutNo };
    }
    return {
      valid: true,
      payoutNo: fields.payout_no ?? '',
      merchant: fields.merchant_id ?? '',
      amountFen: amount.fen,
      status: fields.status,
      tradeNo: fields.trade_no ?? '',
      message: fields.message ?? '',
    };
  }
}
