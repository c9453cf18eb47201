import type { AdminPage, PageSlug } from '@app/shared/contracts';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { formatDateTime } from '../../lib/time';
import { recordAudit, type StaffActor } from '../staff';
import { lockPage, readStoredPage, savePage, type PageInput } from './pages.service';

/** The info pages in the back office (about, faq, sponsor, app); every save is audited. */

export async function readPageAdmin(db: Db, slug: PageSlug, zone: string): Promise<AdminPage> {
  const page = await readStoredPage(db, slug);
  return {
    slug,
    title: page.title,
    updated_at: page.updatedAt ? formatDateTime(page.updatedAt, zone) : '',
    body: page.body,
  } as AdminPage;
}

/** Whether sanitising changes any HTML part of the body (the answer then says so). */
function htmlChanged(page: PageInput): boolean {
  switch (page.slug) {
    case 'faq':
      return page.body.groups.some((group) => group.items.some((item) => sanitizeHtml(item.answer) !== item.answer));
    case 'sponsor':
      return page.body.tabs.some((tab) => sanitizeHtml(tab.content) !== tab.content);
    case 'about':
    case 'app':
      return false;
  }
}

/** Saves a whole page (HTML parts sanitised by `savePage`), audited with the stored before/after. */
export async function savePageAdmin(
  db: Db,
  page: PageInput,
  staff: StaffActor,
  ip: string,
  zone: string,
): Promise<{ page: AdminPage; sanitised: boolean }> {
  return withTransaction(db, async (tx) => {
    // Lock the row (when there is one) so two editors do not both audit the same "before".
    await lockPage(tx, page.slug);
    const before = await readPageAdmin(tx, page.slug, zone);
    await savePage(tx, page);
    const after = await readPageAdmin(tx, page.slug, zone);
    await recordAudit(tx, {
      staff,
      action: 'content.page.update',
      targetType: 'content_page',
      targetId: page.slug,
      before: { title: before.title, body: before.body },
      after: { title: after.title, body: after.body },
      ip,
    });
    return { page: after, sanitised: htmlChanged(page) };
  });
}
