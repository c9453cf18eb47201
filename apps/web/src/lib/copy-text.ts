import { i18n } from './i18n';
import { showToast } from './show-toast';

/**
 * Copies text to the clipboard: the Clipboard API where the page is a secure context, else the
 * old select-and-copy through a hidden textarea (plain-http sites and older WebViews).
 */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (window.isSecureContext && navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: try the fallback.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  area.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

/** Copy button action: '复制成功' (spec-1 §8), or a hint to copy by hand. */
export async function copyWithToast(text: string): Promise<void> {
  const copied = await writeClipboard(text);
  showToast(
    copied ? { icon: 'success', content: i18n.t('service.copied') } : { content: i18n.t('service.copyFailed') },
  );
}
