import { CONTENT_IMAGE_LIMITS } from '@app/shared/contracts';
import { App, Button, Flex, Image, Input, Typography } from 'antd';
import { useRef, useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { uploadContentImage } from '../api/upload-image';
import { ct } from '../content-texts';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * An image address with an upload button: the uploaded file's address fills the field (the field
 * still accepts a typed https address or site path). Used inside a Form.Item (value / onChange).
 */
export function ImageField({
  value,
  onChange,
  id,
  placeholder = ct.imagePlaceholder,
}: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  placeholder?: string;
}) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function send(file: File) {
    // The server decides by content; these checks only spare a useless upload.
    if (file.size > CONTENT_IMAGE_LIMITS.maxBytes) {
      void message.error(ct.uploadTooLarge);
      return;
    }
    if (!ACCEPT.split(',').includes(file.type)) {
      void message.error(ct.uploadBadType);
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadContentImage(file);
      onChange?.(uploaded.url);
      void message.success(uploaded.message);
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  const src = value?.trim() ?? '';
  return (
    <Flex vertical gap={6}>
      <Flex gap={8}>
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          placeholder={placeholder}
          maxLength={500}
          allowClear
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button loading={busy} disabled={busy} onClick={() => input.current?.click()}>
          {ct.upload}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          style={{ display: 'none' }}
          aria-label={ct.upload}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
      </Flex>
      <Flex gap={8} align="center">
        {src ? <Image src={src} alt={ct.preview} height={48} style={{ maxWidth: 160, objectFit: 'contain' }} /> : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {ct.uploadHint}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
