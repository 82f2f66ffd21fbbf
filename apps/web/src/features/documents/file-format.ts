import type { TLocale } from '@habitat/shared';
import {
  type Icon,
  IconFileText,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileTypeTxt,
  IconFileTypeXls,
  IconFileZip,
  IconPhoto,
} from '@tabler/icons-react';

export type TFileKind =
  | 'pdf'
  | 'document'
  | 'spreadsheet'
  | 'presentation'
  | 'image'
  | 'archive'
  | 'text'
  | 'other';

const BY_EXTENSION: Record<string, TFileKind> = {
  pdf: 'pdf',
  doc: 'document',
  docx: 'document',
  odt: 'document',
  rtf: 'document',
  pages: 'document',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
  csv: 'spreadsheet',
  numbers: 'spreadsheet',
  ppt: 'presentation',
  pptx: 'presentation',
  odp: 'presentation',
  key: 'presentation',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  heic: 'image',
  svg: 'image',
  tif: 'image',
  tiff: 'image',
  zip: 'archive',
  rar: 'archive',
  '7z': 'archive',
  txt: 'text',
  md: 'text',
};

/** The kind of a file by its extension, else by its media type. */
export function fileKind(file: { extension: string; mediaType: string }): TFileKind {
  const byExtension = BY_EXTENSION[file.extension.toLowerCase().replace(/^\./, '')];
  if (byExtension) return byExtension;
  if (file.mediaType === 'application/pdf') return 'pdf';
  if (file.mediaType.startsWith('image/')) return 'image';
  if (file.mediaType.startsWith('text/')) return 'text';
  return 'other';
}

export const FILE_KIND_ICONS: Record<TFileKind, Icon> = {
  pdf: IconFileTypePdf,
  document: IconFileTypeDoc,
  spreadsheet: IconFileTypeXls,
  presentation: IconFileTypePpt,
  image: IconPhoto,
  archive: IconFileZip,
  text: IconFileTypeTxt,
  other: IconFileText,
};

/** "3 kB" / "3 ko", "1.2 MB" / "1,2 Mo". */
export function formatFileSize(bytes: number, locale: TLocale): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(Math.max(megabytes ? bytes / (1024 * 1024) : bytes / 1024, megabytes ? 0 : 1));
}

/** A file name for the download attribute: the document's name with its extension. */
export function downloadName(name: string, extension: string): string {
  const safe = name
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  return extension ? `${safe}.${extension}` : safe;
}
