import { DOCUMENT_MAX_BYTES, PDF_SIGNATURE } from '@habitat/shared';

/** The refusals the server sends for files, checked in the form first. */
export type TFileErrorCode = 'file_size' | 'file_type_pdf' | 'file_type_document';
export type TReadFile = { ok: true; dataUrl: string } | { ok: false; code: TFileErrorCode };

const IMAGE_SIGNATURES = ['\x89PNG', '\xFF\xD8\xFF', 'GIF8'];

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The file's first bytes, as the server judges the type by them, never by the name. */
function firstBytes(dataUrl: string): string {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1, dataUrl.indexOf(',') + 13);
  try {
    return atob(base64);
  } catch {
    return '';
  }
}

const isPdf = (head: string) => head.startsWith(PDF_SIGNATURE);
const isImage = (head: string) => IMAGE_SIGNATURES.some((signature) => head.startsWith(signature));

async function readChecked(
  file: File,
  accepts: (head: string) => boolean,
  refusal: TFileErrorCode,
): Promise<TReadFile> {
  if (file.size > DOCUMENT_MAX_BYTES) return { ok: false, code: 'file_size' };
  const dataUrl = await readAsDataUrl(file);
  return accepts(firstBytes(dataUrl)) ? { ok: true, dataUrl } : { ok: false, code: refusal };
}

/** A news attachment: a PDF of at most DOCUMENT_MAX_BYTES. */
export const readPdf = (file: File) => readChecked(file, isPdf, 'file_type_pdf');

/** A building document: a PDF or a PNG, JPEG or GIF image of at most DOCUMENT_MAX_BYTES. */
export const readDocument = (file: File) =>
  readChecked(file, (head) => isPdf(head) || isImage(head), 'file_type_document');
