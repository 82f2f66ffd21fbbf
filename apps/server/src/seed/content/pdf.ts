/**
 * A tiny PDF writer for the demo documents: US Letter pages of Helvetica text (title, headings,
 * paragraphs, bullets) with word wrap, page breaks and a footer. Plain uncompressed streams and
 * an exact xref table, so any viewer opens the result. Text is WinAnsi (French accents included).
 */

export type TPdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string };

const PAGE = { width: 612, height: 792, margin: 64 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.margin + 30;

/** Helvetica advance widths (1/1000 em) for ASCII 32–126, from the standard AFM metrics. */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Bold glyphs are about 6% wider; close enough for wrapping with the margin kept. */
function textWidth(text: string, size: number, bold: boolean): number {
  let units = 0;
  for (const char of text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')) {
    const code = char.charCodeAt(0);
    units += code >= 32 && code <= 126 ? (HELVETICA[code - 32] ?? 556) : 556;
  }
  return (units * size * (bold ? 1.06 : 1)) / 1000;
}

function wrap(text: string, size: number, bold: boolean, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Windows-1252 code points outside Latin-1 that French text uses. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  œ: 0x9c,
  Œ: 0x8c,
};

/** A PDF string literal in WinAnsi bytes (kept in a latin1 JS string), escaped. */
function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.charCodeAt(0);
    const byte = code <= 0xff ? code : 0x3f; // '?' for anything WinAnsi cannot show
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return `(${out})`;
}

const STYLE = {
  title: { font: 'F2', size: 20, lead: 26, color: '0.12 0.23 0.37', before: 0 },
  subtitle: { font: 'F1', size: 12, lead: 16, color: '0.35 0.40 0.47', before: 0 },
  heading: { font: 'F2', size: 13, lead: 18, color: '0.12 0.23 0.37', before: 12 },
  paragraph: { font: 'F1', size: 10.5, lead: 14.5, color: '0.13 0.13 0.13', before: 6 },
  bullet: { font: 'F1', size: 10.5, lead: 14.5, color: '0.13 0.13 0.13', before: 3 },
} as const;

/** Lays blocks out on pages; every group of blocks starts on a new page. */
function layout(groups: TPdfBlock[][]): string[][] {
  const pages: string[][] = [];
  for (const blocks of groups) {
    let ops: string[] = [];
    let y = PAGE.height - PAGE.margin;
    pages.push(ops);
    for (const block of blocks) {
      const style = STYLE[block.kind];
      const indent = block.kind === 'bullet' ? 16 : 0;
      const lines = wrap(block.text, style.size, style.font === 'F2', TEXT_WIDTH - indent);
      y -= style.before;
      for (const [i, line] of lines.entries()) {
        if (y - style.lead < BOTTOM) {
          ops = [];
          pages.push(ops);
          y = PAGE.height - PAGE.margin;
        }
        y -= style.lead;
        const x = PAGE.margin + indent;
        ops.push(`${style.color} rg`);
        if (block.kind === 'bullet' && i === 0) {
          ops.push(`BT /F1 ${style.size} Tf ${x - 12} ${y} Td ${pdfString('•')} Tj ET`);
        }
        ops.push(`BT /${style.font} ${style.size} Tf ${x} ${y} Td ${pdfString(line)} Tj ET`);
      }
      if (block.kind === 'subtitle') {
        y -= 10;
        ops.push(
          `0.80 0.84 0.89 RG 1 w ${PAGE.margin} ${y} m ${PAGE.width - PAGE.margin} ${y} l S`,
        );
      }
    }
  }
  return pages;
}

export function writePdf(options: { title: string; footer: string; pages: TPdfBlock[][] }): Buffer {
  const contents = layout(options.pages);
  const total = contents.length;
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);

  add('<< /Type /Catalog /Pages 2 0 R >>');
  const pageIds = contents.map((_, i) => 6 + 2 * i);
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${total} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  add(`<< /Title ${pdfString(options.title)} /Producer (Habitat demo seed) >>`);
  for (const [i, ops] of contents.entries()) {
    const footer = `${options.footer} — ${i + 1}/${total}`;
    const stream = [
      ...ops,
      `0.45 0.49 0.55 rg BT /F1 8.5 Tf ${PAGE.margin} ${PAGE.margin - 20} Td ${pdfString(footer)} Tj ET`,
    ].join('\n');
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + 2 * i} 0 R >>`,
    );
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  }

  // Everything is kept as latin1 text, so string lengths are byte offsets.
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * Reads the compact markup the seed texts are written in: '# ' title, '> ' subtitle,
 * '## ' heading, '- ' bullet, any other non-blank line a paragraph.
 */
export function parseBlocks(markup: string): TPdfBlock[] {
  return markup
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line): TPdfBlock => {
      if (line.startsWith('## ')) return { kind: 'heading', text: line.slice(3) };
      if (line.startsWith('# ')) return { kind: 'title', text: line.slice(2) };
      if (line.startsWith('> ')) return { kind: 'subtitle', text: line.slice(2) };
      if (line.startsWith('- ')) return { kind: 'bullet', text: line.slice(2) };
      return { kind: 'paragraph', text: line };
    });
}
