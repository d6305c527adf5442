/** Export of the drawn map: the SVG as written, and a PNG painted from it on a canvas. */

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The SVG's markup, standalone (namespace, size), without the editing handles. */
export function serializeMap(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.querySelectorAll('[data-handle]').forEach((el) => el.remove());
  copy.querySelectorAll('[tabindex]').forEach((el) => el.removeAttribute('tabindex'));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

export function exportSvg(svg: SVGSVGElement, fileName: string): void {
  download(new Blob([serializeMap(svg)], { type: 'image/svg+xml' }), fileName);
}

/** Paints the serialized SVG at twice its size and downloads it as PNG. */
export async function exportPng(svg: SVGSVGElement, fileName: string): Promise<void> {
  const width = Number(svg.getAttribute('width'));
  const height = Number(svg.getAttribute('height'));
  const url = URL.createObjectURL(new Blob([serializeMap(svg)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The map could not be drawn as an image'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = width * 2;
    canvas.height = height * 2;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas');
    context.scale(2, 2);
    context.drawImage(image, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('The map could not be drawn as an image');
    download(blob, fileName);
  } finally {
    URL.revokeObjectURL(url);
  }
}
