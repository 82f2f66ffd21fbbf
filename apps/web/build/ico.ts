/** One image of an icon: its square size in pixels and its PNG bytes. */
export type TIcoImage = { size: number; png: Uint8Array };

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/**
 * Writes a `.ico` file that embeds PNG images (valid since Windows Vista, read by every current
 * browser): an ICONDIR header, one ICONDIRENTRY per image, then the PNG bytes one after the
 * other. Little-endian throughout; a size of 256 is written as 0, as the format wants.
 */
export function encodeIco(images: readonly TIcoImage[]): Buffer {
  if (images.length === 0) throw new Error('an .ico needs at least one image');
  const header = Buffer.alloc(HEADER_BYTES + ENTRY_BYTES * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, index) => {
    if (!Number.isInteger(image.size) || image.size < 1 || image.size > 256) {
      throw new Error(`icon size ${image.size} is not between 1 and 256`);
    }
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    header.writeUInt8(image.size % 256, entry); // width
    header.writeUInt8(image.size % 256, entry + 1); // height
    header.writeUInt8(0, entry + 2); // palette colours: none
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(image.png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}
