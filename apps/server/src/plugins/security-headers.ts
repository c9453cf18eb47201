import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The policy the built member site, back office, house game pages and API docs run under: scripts
 * only from our own files (no inline script), styles also inline (antd and antd-mobile set style
 * attributes and insert <style> elements), images also from https (banners and game icons may be
 * hosted elsewhere) and data: URLs, frames of our own origin and https game launches, and framed only by
 * our own origin (the agent portal and /gamePage).
 */
export const APP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** A JSON answer is never a document: nothing may load from it and nothing may frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (issue #13): nosniff, a referrer policy, same-origin framing, a
 * Content-Security-Policy, HSTS when the request came over https (directly or through a trusted proxy:
 * `request.protocol` honours X-Forwarded-Proto only from TRUST_PROXY), and `Cache-Control: no-store`
 * on every /api answer that does not set its own (answers carry tokens, balances and secrets).
 * A route that sets one of these headers itself (payment and customer-service pages with their
 * nonces, uploaded images with a sandbox) keeps its own.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const setDefault = (name: string, value: string): void => {
      if (!reply.hasHeader(name)) reply.header(name, value);
    };
    setDefault('x-content-type-options', 'nosniff');
    setDefault('referrer-policy', 'strict-origin-when-cross-origin');
    setDefault('x-frame-options', 'SAMEORIGIN');
    // Chosen by path, not by content type: a 304 revalidating index.html carries no content type,
    // and the browser applies the policy of the 304 to the cached page.
    const isApi = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    setDefault('content-security-policy', isApi ? API_CONTENT_SECURITY_POLICY : APP_CONTENT_SECURITY_POLICY);
    if (request.protocol === 'https') setDefault('strict-transport-security', HSTS);
    if (isApi) setDefault('cache-control', 'no-store');
    return payload;
  });
});
