/**
 * Prints one image with a caption and nothing else of the page: they are put in a hidden frame of
 * their own, whose print dialog opens; the frame goes when printing is done.
 */
export function printImage(src: string, caption: string, alt: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.className = 'fixed size-0 border-0 opacity-0';
  document.body.append(frame);
  const view = frame.contentWindow;
  const doc = frame.contentDocument;
  if (!view || !doc) {
    frame.remove();
    return;
  }
  const heading = doc.createElement('h1');
  heading.textContent = caption;
  heading.setAttribute('style', 'font: 600 20px sans-serif; text-align: center');
  const image = doc.createElement('img');
  image.alt = alt;
  // Printed at the size it was drawn, the label's code in large type beneath its QR code.
  image.width = 320;
  image.setAttribute('style', 'display: block; margin: 16px auto');
  doc.body.append(heading, image);
  const cleanUp = () => window.setTimeout(() => frame.remove(), 0);
  view.addEventListener('afterprint', cleanUp, { once: true });
  image.onload = () => {
    view.focus();
    view.print();
  };
  image.src = src;
}
