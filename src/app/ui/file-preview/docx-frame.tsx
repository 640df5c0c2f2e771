import { useEffect, useRef, useState } from 'react';
import { renderAsync } from 'docx-preview';

/**
 * The frame's own page: docx-preview empties the two places it is given, so the document and its
 * styles go into elements of their own and the page's style stays. On a phone the page's margins give
 * way too, or a column of two words would be left between them.
 */
const PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><style>body{margin:0}' +
  '@media (max-width:640px){.docx-wrapper{padding:8px!important}.docx-wrapper>section.docx{padding:16px!important;min-height:0!important}}' +
  '</style></head><body><div id="styles"></div><div id="document"></div></body></html>';

/**
 * A Word document drawn in the browser by docx-preview (this module and the library load when a docx
 * is first previewed). It draws into a frame of its own: the document's styles stay out of the app's,
 * and the frame runs nothing (no allow-scripts), whatever links or parts the document holds.
 */
export function DocxFrame({ blob, title, onFailed }: { blob: Blob; title: string; onFailed: (error: unknown) => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const body = frame.current?.contentDocument?.getElementById('document');
    const styles = frame.current?.contentDocument?.getElementById('styles');
    if (!loaded || !body || !styles) return;
    renderAsync(blob, body, styles, {
      // A phone has no room for a page's width: the text flows to the frame's instead.
      ignoreWidth: (frame.current?.clientWidth ?? 0) < 800,
      breakPages: true,
      // Images and fonts as data: URLs, which the page's Content-Security-Policy allows for fonts.
      useBase64URL: true,
      // Embedded HTML parts would become frames of their own: not shown.
      renderAltChunks: false,
    }).catch(onFailed);
  }, [blob, loaded, onFailed]);
  return (
    <iframe
      ref={frame}
      title={title}
      sandbox="allow-same-origin"
      srcDoc={PAGE}
      onLoad={() => setLoaded(true)}
      style={{ width: '100%', height: '100%', border: 0, display: 'block', background: '#808080' }}
    />
  );
}
