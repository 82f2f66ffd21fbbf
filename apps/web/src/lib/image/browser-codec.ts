import type { TImageCodec } from './prepare-image';

/** JPEG quality of a redrawn photo: small enough to upload quickly, no visible loss on a phone. */
const JPEG_QUALITY = 0.85;

/** Decodes the file in an <img> (browsers apply the EXIF orientation when drawing it). */
async function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    // decode() has the pixels; the URL is no longer needed once it resolves or fails.
    URL.revokeObjectURL(url);
  }
}

/** The canvas-based codec of the browser (docs/product.md: Field rules: images resized to 1000 px before upload). */
export const browserCodec: TImageCodec = {
  async measure(file) {
    const image = await loadImage(file);
    return { width: image.naturalWidth, height: image.naturalHeight };
  },
  async encode(file, size, mediaType) {
    const image = await loadImage(file);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    if (mediaType === 'image/jpeg') {
      // JPEG has no transparency: a transparent PNG or GIF gets a white background, not black.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, size.width, size.height);
    return new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('Canvas encoding failed'))),
        mediaType,
        JPEG_QUALITY,
      );
    });
  },
};
