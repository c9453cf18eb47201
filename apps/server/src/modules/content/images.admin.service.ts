import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { recordAudit, type StaffActor } from '../staff';
import { saveContentImage } from './content-images.service';

/** Stores an uploaded image (type by content, content-hash name) and audits who uploaded what. */
export async function uploadContentImage(
  db: Db,
  dataDir: string,
  bytes: Buffer,
  staff: StaffActor,
  ip: string,
): Promise<string> {
  const saved = await saveContentImage(dataDir, bytes);
  await withTransaction(db, (tx) =>
    recordAudit(tx, {
      staff,
      action: 'content.image.upload',
      targetType: 'content_image',
      targetId: saved.url,
      before: null,
      after: saved,
      ip,
    }),
  );
  return saved.url;
}
