import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { formatFen } from '@app/shared/money';
import { formatDateTime } from '../../lib/time';
import { getSiteSettings } from '../content';
import { isPayPageKey, payPagePath } from './pay-page-key';
import { paymentGatewaysOf } from './payment-gateways';
import {
  renderNotFoundPage,
  renderOfflinePayment,
  renderPaymentResult,
  renderSandboxCashier,
  type OfflinePaymentView,
} from './payment-pages.views';
import { DepositState, findDepositOrderWithChannel } from './payments.repository';
import { formatRate, submitPayerReference } from './payments.service';
import { SANDBOX_GATEWAY_CODE, SANDBOX_NOTIFY_PATH } from './sandbox-gateway';

/** Order numbers are ours: letters and digits. Anything else is simply not found. */
const ORDER_NO_PATTERN = /^[A-Za-z0-9]{1,64}$/;
const OrderParamsSchema = z.object({ orderNo: z.string() });
/** The offline page's per-order key (`payPagePath`); a wrong or missing key is a plain 404. */
const PayPageQuerySchema = z.object({ k: z.string().max(64).optional() }).loose();
const ReferenceFormSchema = z.object({ reference: z.string().max(1000).optional() }).loose();
const perMinutePerIp = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/**
 * Pages outside `/api`, registered on the root app: the sandbox gateway's cashier
 * (`/sandbox-pay/{order_no}`, demo mode only, 404 in production mode) and our offline payment page
 * for bank and USDT orders (`/pay/{order_no}`). HTML, not part of the API document.
 */
export const paymentPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateways = paymentGatewaysOf(app);

  // Plain HTML forms post form-encoded bodies (this parser applies to these routes only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    },
  );

  const siteTitle = async () => (await getSiteSettings(app.db, app.services.content)).title;
  const tz = app.config.SITE_TZ;

  async function sendPage(reply: FastifyReply, render: (nonce: string) => string, status = 200) {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'SAMEORIGIN')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; script-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'`,
      )
      .send(render(nonce));
  }

  async function notFound(reply: FastifyReply) {
    const title = await siteTitle();
    return sendPage(reply, (nonce) => renderNotFoundPage(title, nonce), 404);
  }

  async function loadSandboxOrder(orderNo: string) {
    if (!ORDER_NO_PATTERN.test(orderNo)) return undefined;
    const row = await findDepositOrderWithChannel(app.db, orderNo);
    return row && row.order.gateway === SANDBOX_GATEWAY_CODE ? row.order : undefined;
  }

  async function loadOfflineOrder(orderNo: string) {
    if (!ORDER_NO_PATTERN.test(orderNo)) return undefined;
    const row = await findDepositOrderWithChannel(app.db, orderNo);
    return row && row.order.kind !== 'online' ? row : undefined;
  }

  app.get('/sandbox-pay/:orderNo', { schema: { hide: true, params: OrderParamsSchema } }, async (request, reply) => {
    if (!gateways.sandbox) return reply.callNotFound();
    const order = await loadSandboxOrder(request.params.orderNo);
    if (!order) return notFound(reply);
    const now = Date.now();
    const status =
      order.state === DepositState.success
        ? 'paid'
        : order.state === DepositState.failed
          ? 'closed'
          : order.state === DepositState.timedOut || order.expiresAt.getTime() <= now
            ? 'expired'
            : 'payable';
    const title = await siteTitle();
    return sendPage(reply, (nonce) =>
      renderSandboxCashier({
        siteTitle: title,
        nonce,
        orderNo: order.orderNo,
        amount: formatFen(order.amountFen),
        deadline: formatDateTime(order.expiresAt, tz),
        deadlineMs: order.expiresAt.getTime(),
        status,
      }),
    );
  });

  app.post(
    '/sandbox-pay/:orderNo/pay',
    { config: perMinutePerIp(30), schema: { hide: true, params: OrderParamsSchema } },
    async (request, reply) => {
      const sandbox = gateways.sandbox;
      if (!sandbox) return reply.callNotFound();
      const order = await loadSandboxOrder(request.params.orderNo);
      if (!order) return notFound(reply);
      const title = await siteTitle();
      const result = (paid: boolean, message: string) =>
        sendPage(reply, (nonce) =>
          renderPaymentResult({
            siteTitle: title,
            nonce,
            orderNo: order.orderNo,
            amount: formatFen(order.amountFen),
            paid,
            message,
          }),
        );

      if (order.state === DepositState.success) return result(true, '该订单已支付，金额已到账');
      if (order.state === DepositState.failed) return result(false, '该订单已关闭');
      // Like a real cashier, the sandbox stops taking payment at the deadline.
      if (order.state === DepositState.timedOut || order.expiresAt.getTime() <= Date.now()) {
        return result(false, '订单已超时，请返回网站重新下单');
      }

      // The gateway's server-to-server notification: a real HTTP request, outside any transaction.
      const form = sandbox.buildCallback(order);
      let acknowledged = false;
      try {
        const answer = await sandbox.sendCallback(notifyUrl(request), form);
        acknowledged = answer.status === 200 && answer.body.trim() === 'success';
      } catch (error) {
        request.log.warn({ err: error, orderNo: order.orderNo }, 'sandbox notification failed');
      }
      const after = await loadSandboxOrder(order.orderNo);
      if (acknowledged && after?.state === DepositState.success) return result(true, '支付成功，金额已到账');
      return result(false, '支付结果通知失败，请稍后在充值记录中查看或联系客服');
    },
  );

  async function offlinePage(reply: FastifyReply, orderNo: string, message?: OfflinePaymentView['message']) {
    const row = await loadOfflineOrder(orderNo);
    if (!row) return notFound(reply);
    const pagePath = payPagePath(app.config.appSecret, orderNo);
    const { order, channel } = row;
    const title = await siteTitle();
    const state: OfflinePaymentView['state'] =
      order.state === DepositState.success
        ? 'success'
        : order.state === DepositState.failed
          ? 'refused'
          : order.payerReference !== null
            ? 'submitted'
            : order.state === DepositState.timedOut || order.expiresAt.getTime() <= Date.now()
              ? 'expired'
              : 'pending';
    let target: OfflinePaymentView['target'];
    if (order.kind === 'usdt') {
      const address = channel.usdtAddress ?? '';
      target = {
        kind: 'usdt',
        protocol: channel.usdtProtocol ?? '',
        address,
        quantity: formatFen(order.cryptoUnits ?? 0n),
        rate: order.rate === null ? '' : formatRate(order.rate),
        // Rendered here from the address staff configured: library output, inlined as SVG.
        qrSvg: address ? await QRCode.toString(address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) : '',
      };
    } else {
      target = {
        kind: 'bank',
        bankName: channel.bankName ?? '',
        accountName: channel.accountName ?? '',
        accountNo: channel.accountNo ?? '',
        branch: channel.branch ?? '',
      };
    }
    return sendPage(reply, (nonce) =>
      renderOfflinePayment({
        siteTitle: title,
        nonce,
        orderNo: order.orderNo,
        pagePath,
        amount: formatFen(order.amountFen),
        deadline: formatDateTime(order.expiresAt, tz),
        deadlineMs: order.expiresAt.getTime(),
        state,
        message,
        target,
      }),
    );
  }

  const hasPageKey = (orderNo: string, key: string | undefined) => isPayPageKey(app.config.appSecret, orderNo, key);

  app.get(
    '/pay/:orderNo',
    { schema: { hide: true, params: OrderParamsSchema, querystring: PayPageQuerySchema } },
    async (request, reply) => {
      const { orderNo } = request.params;
      if (!hasPageKey(orderNo, request.query.k)) return notFound(reply);
      return offlinePage(reply, orderNo);
    },
  );

  app.post(
    '/pay/:orderNo/reference',
    { config: perMinutePerIp(20), schema: { hide: true, params: OrderParamsSchema, querystring: PayPageQuerySchema } },
    async (request, reply) => {
      const { orderNo } = request.params;
      // Only whoever holds the page's key (the member who created the order) may set the reference.
      if (!ORDER_NO_PATTERN.test(orderNo) || !hasPageKey(orderNo, request.query.k)) return notFound(reply);
      const body = ReferenceFormSchema.safeParse(request.body);
      const reference = body.success ? (body.data.reference ?? '') : '';
      const submitted = await submitPayerReference(app.db, { orderNo, reference });
      switch (submitted.outcome) {
        case 'not_found':
          return notFound(reply);
        case 'submitted':
        case 'already_submitted':
          // Post/redirect/get: a refresh of the result does not post again; the page shows '已提交'.
          return reply.redirect(payPagePath(app.config.appSecret, orderNo), 303);
        case 'different_reference':
        case 'closed':
          return offlinePage(reply, orderNo, { kind: 'warn', text: submitted.message });
        case 'invalid':
          return offlinePage(reply, orderNo, { kind: 'error', text: submitted.message });
      }
    },
  );
};

/**
 * Where the sandbox notifies us. When the server listens, this instance's own address (loopback
 * for a wildcard bind): a server-to-server call must not go wherever a request's Host header
 * points (decision 0005). Without a listener (tests through inject), the request's own host.
 */
function notifyUrl(request: FastifyRequest): string {
  const addresses = request.server.addresses().filter((candidate) => typeof candidate !== 'string');
  const address = addresses.find((candidate) => candidate.family === 'IPv4') ?? addresses[0];
  if (!address) return `${request.protocol}://${request.host}${SANDBOX_NOTIFY_PATH}`;
  let host = address.address;
  if (address.family === 'IPv6') host = `[${host === '::' ? '::1' : host}]`;
  else if (host === '0.0.0.0') host = '127.0.0.1';
  return `http://${host}:${address.port}${SANDBOX_NOTIFY_PATH}`;
}
