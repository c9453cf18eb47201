import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
// The app first: it loads the modules in their normal order (members before ledger; they import each other).
import { createTestApp, type TestApp } from './test-app';
import type { ScriptedPlatform } from '../src/modules/wallet';
import { TEST_ENV } from './factories';
import { memberHelpers } from './members';
import { staffHelpers } from './staff';

export interface BackOfficeTestOptions {
  /** Staff accounts to enrol after the super admin, username → role (e.g. `{ finance1: 'finance' }`). */
  staff?: Record<string, string>;
  /** Extra env on top of TEST_ENV and the super admin's (a function is read in `beforeAll`). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Runs on the app before `ready()` (register routes or services). */
  beforeReady?: (app: FastifyInstance) => void;
  /** Registers this platform as `scripted` and adds its `game_platforms` row ('测试平台'). */
  scripted?: ScriptedPlatform;
  /** Runs after the super admin exists and before staff enrolment (seed rows, settings…). */
  setup?: (testApp: TestApp) => Promise<void>;
}

/** What `current()` returns once the fixture's `beforeAll` has run. */
export interface BackOfficeState {
  testApp: TestApp;
  app: FastifyInstance;
  /** The super admin's session token. */
  admin: string;
}

/**
 * One back-office test app per file: registers `beforeAll` (build the app, create the super admin,
 * sign it in, enrol `staff`) and `afterAll` (close), and returns the staff and member helpers plus
 * `tokenOf`, `staffIdOf`, `balanceOf` and `current()` (the app and admin token, after set-up).
 */
export function useBackOfficeTestApp(options: BackOfficeTestOptions = {}) {
  let state: BackOfficeState | undefined;
  const enrolled: Record<string, { token: string; id: number }> = {};

  function current(): BackOfficeState {
    if (!state) throw new Error('the back-office test app is built in beforeAll');
    return state;
  }

  const staffFns = staffHelpers(() => current().app);
  const memberFns = memberHelpers(() => current().testApp);

  beforeAll(async () => {
    const extraEnv = typeof options.env === 'function' ? options.env() : (options.env ?? {});
    const { scripted } = options;
    const testApp = await createTestApp({
      env: { ...TEST_ENV, ...extraEnv, ...staffFns.adminEnv },
      beforeReady: (instance) => {
        if (scripted) instance.services.platforms.register('scripted', () => scripted);
        options.beforeReady?.(instance);
      },
    });
    state = { testApp, app: testApp.app, admin: '' };
    await staffFns.bootstrapAdmin();
    if (scripted) {
      await testApp.database.query(
        `insert into game_platforms (platname, name, adapter, sort) values ('scripted', '测试平台', 'scripted', 9)`,
      );
    }
    await options.setup?.(testApp);
    state.admin = await staffFns.adminToken();
    for (const [username, role] of Object.entries(options.staff ?? {})) {
      enrolled[username] = await staffFns.newStaff(username, role);
    }
  });
  afterAll(async () => {
    await state?.testApp.close();
  });

  function enrolment(username: string) {
    const found = enrolled[username];
    if (!found) throw new Error(`staff ${username} is not enrolled`);
    return found;
  }

  /** The session token of an enrolled staff member. */
  const tokenOf = (username: string): string => enrolment(username).token;
  /** The staff id of an enrolled staff member. */
  const staffIdOf = (username: string): number => enrolment(username).id;

  /** A member's main balance (yuan string) through the staff member profile. */
  async function balanceOf(memberId: bigint): Promise<string> {
    const profile = await staffFns.call('GET', `/api/admin/members/${memberId}`, current().admin);
    return profile.body.data.balances.main as string;
  }

  return { ...staffFns, ...memberFns, current, tokenOf, staffIdOf, balanceOf };
}
