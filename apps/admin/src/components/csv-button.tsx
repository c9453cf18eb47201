import { App, Button } from 'antd';
import { useState } from 'react';
import { downloadCsv } from '../lib/api-client';
import type { ListParams } from '../lib/list-params';
import { zh } from '../locales/zh-CN';

/** Downloads the whole filtered list as CSV (the server caps it at 10,000 rows and says so). */
export function CsvButton({ path, params, name }: { path: string; params: ListParams; name: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadCsv(path, params, name);
      void message.success(zh.common.exported);
    } catch {
      // The api client showed the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button loading={busy} disabled={busy} onClick={() => void download()}>
      {zh.common.exportCsv}
    </Button>
  );
}
