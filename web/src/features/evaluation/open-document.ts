// Hands a bid's or a representation's document to the browser: a fetched file is saved under its
// own name, a link opens in a new tab that cannot reach back to this page.
import type { DocumentTarget } from './api/get-linked-document';

function clickAnchor(setUp: (anchor: HTMLAnchorElement) => void): void {
  const anchor = document.createElement('a');
  setUp(anchor);
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export function openDocument(target: DocumentTarget, name: string): void {
  if (target.kind === 'link') {
    clickAnchor((anchor) => {
      anchor.href = target.url;
      anchor.target = '_blank';
      anchor.rel = 'noopener noreferrer';
    });
    return;
  }
  const url = URL.createObjectURL(target.file);
  clickAnchor((anchor) => {
    anchor.href = url;
    anchor.download = name;
  });
  // The download has started from the object URL; it is freed once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
