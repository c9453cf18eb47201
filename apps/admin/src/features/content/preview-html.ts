/**
 * What staff typed, made safe to show in the preview frame: elements that run or embed things and
 * event attributes are removed (the frame is sandboxed as well; the server's allow-list sanitiser
 * decides what is saved). Without this the browser logs every blocked script.
 */
export function previewHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, iframe, object, embed, link, meta, base, form').forEach((node) => node.remove());
  doc.querySelectorAll('*').forEach((element) => {
    for (const attribute of [...element.attributes]) {
      if (/^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
        element.removeAttribute(attribute.name);
    }
  });
  return doc.body.innerHTML;
}
