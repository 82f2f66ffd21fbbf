import { describe, expect, it } from 'vitest';
import { parseBlocks, writePdf } from './pdf';

const longParagraph = 'Le bruit doit être réduit au minimum entre 22 h et 7 h. '.repeat(120);

function objectOffsets(pdf: string) {
  const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  const table = pdf.slice(xrefAt);
  const [, size] = /^xref\n0 (\d+)\n/.exec(table) ?? [];
  const entries = [...table.matchAll(/^(\d{10}) 00000 n \n/gm)].map((m) => Number(m[1]));
  return { xrefAt, size: Number(size), entries };
}

describe('writePdf', () => {
  const pdf = writePdf({
    title: 'Règlements (test)',
    footer: 'Les Jardins Saint-Laurent',
    pages: [
      parseBlocks(`# Règlements de l'immeuble\n> Sous-titre\n## Section\n${longParagraph}\n- puce`),
      parseBlocks('# Building rules\nOne paragraph.'),
    ],
  }).toString('latin1');

  it('writes a PDF header, trailer and an xref whose offsets point at each object', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    const { xrefAt, size, entries } = objectOffsets(pdf);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    expect(entries).toHaveLength(size - 1);
    entries.forEach((offset, i) => {
      expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(pdf).toContain(`/Size ${size} /Root 1 0 R`);
  });

  it('gives each content stream its exact length in bytes', () => {
    for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index + match[0].length;
      expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe(
        '\nendstream',
      );
    }
  });

  it('flows long text onto more pages and starts each language on its own page', () => {
    expect(Number(/\/Count (\d+)/.exec(pdf)?.[1])).toBeGreaterThanOrEqual(3);
    expect(pdf).toContain('Les Jardins Saint-Laurent \x97 1/3'); // em dash in WinAnsi
  });

  it('writes French accents in WinAnsi and escapes parentheses', () => {
    expect(pdf).toContain("(R\xe8glements de l'immeuble)");
    expect(pdf).toContain('/Title (R\xe8glements \\(test\\))');
    expect(pdf).toContain('/Encoding /WinAnsiEncoding');
  });
});

describe('parseBlocks', () => {
  it('reads titles, subtitles, headings, bullets and paragraphs', () => {
    expect(parseBlocks('# T\n> S\n\n## H\n- B\nP')).toEqual([
      { kind: 'title', text: 'T' },
      { kind: 'subtitle', text: 'S' },
      { kind: 'heading', text: 'H' },
      { kind: 'bullet', text: 'B' },
      { kind: 'paragraph', text: 'P' },
    ]);
  });
});
