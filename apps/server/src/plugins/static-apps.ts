import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isHouseGameCode } from '@app/house-games';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../../..');
export const SERVER_STATIC_DIR = path.resolve(here, '../../static');

export interface StaticAppsOptions {
  webDist: string;
  adminDist: string;
  /** The agent portal's build (decision 0030); served at /agent/ when built. */
  agentDist?: string;
}

/**
 * Serves the built member site at `/`, the back office at `/admin/`, the agent portal at `/agent/`
 * (framed by /gamePage?dailiD=1 from our own origin, decision 0030) and the server's own assets
 * (brand images, game art) at `/static/`. Both apps use hash routes, so only index.html and
 * hashed assets are ever requested.
 */
export const staticAppsPlugin = fp(async (app: FastifyInstance, options: StaticAppsOptions) => {
  await app.register(fastifyStatic, {
    root: SERVER_STATIC_DIR,
    prefix: '/static/',
    // This registration adds reply.sendFile, used below for the back office's index.
    maxAge: '1d',
  });

  const apps = [
    { prefix: '/admin/', root: options.adminDist, name: 'back office' },
    ...(options.agentDist ? [{ prefix: '/agent/', root: options.agentDist, name: 'agent portal' }] : []),
    { prefix: '/', root: options.webDist, name: 'member site' },
  ];
  for (const site of apps) {
    if (!existsSync(path.join(site.root, 'index.html'))) {
      app.log.warn(`${site.name} is not built (${site.root}); run \`npm run build\``);
      continue;
    }
    // The back office and the agent portal are opened by their own route below (index.html only).
    const isOwnRoute = site.prefix === '/admin/' || site.prefix === '/agent/';
    await app.register(fastifyStatic, {
      root: site.root,
      prefix: site.prefix,
      decorateReply: false,
      wildcard: true,
      index: isOwnRoute ? false : ['index.html'],
      // The build writes `.br` and `.gz` next to each text file (scripts/compress-dist.mjs):
      // one is sent when Accept-Encoding allows it, with `Vary: Accept-Encoding` either way.
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    if (isOwnRoute) {
      // `/admin` and `/admin/` (one route: trailing slashes are ignored) open the back office; likewise
      // `/agent/` the agent portal.
      // Like the member site's index.html: always revalidated (not the 1-day cache of /static/).
      app.get(site.prefix, { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile('index.html', site.root, { cacheControl: false }),
      );
    } else {
      // The house game pages (ADR 0009: getGameUrl answers `/house/<game_code>`) are the member
      // site's second page, house.html; any other name is a 404.
      app.get<{ Params: { game: string } }>('/house/:game', { schema: { hide: true } }, (request, reply) => {
        if (!isHouseGameCode(request.params.game)) return reply.callNotFound();
        return reply.header('cache-control', 'no-cache').sendFile('house.html', site.root, { cacheControl: false });
      });
    }
  }
});
