import postcss from 'postcss';
import postcssPresetMantine from 'postcss-preset-mantine';
import { describe, expect, it } from 'vitest';
import { lightSchemeOnly } from './light-scheme-only';

const run = async (css: string, plugins = [lightSchemeOnly()]) =>
  (await postcss(plugins).process(css, { from: undefined })).css.replace(/\s+/g, ' ').trim();

describe('lightSchemeOnly', () => {
  it("drops Mantine's dark-scheme rules, quoted or not, and keeps the light ones", async () => {
    const css = [
      ":root[data-mantine-color-scheme='dark'] { --mantine-color-body: #242424; }",
      ':root[data-mantine-color-scheme=light] { --mantine-color-body: #fff; }',
      ':where([data-mantine-color-scheme="dark"]) .m_1 { color: white; }',
      '.m_1 { color: black; }',
    ].join('\n');
    expect(await run(css)).toBe(
      ':root[data-mantine-color-scheme=light] { --mantine-color-body: #fff; } .m_1 { color: black; }',
    );
  });

  it("keeps a rule's other selectors, and removes an at-rule left empty", async () => {
    const css = [
      '[data-mantine-color-scheme=dark] .a, .b { margin: 0; }',
      '@media (hover: hover) { @supports (display: grid) { [data-mantine-color-scheme=dark] .c:hover { color: red; } } }',
      '@media (hover: hover) { [data-mantine-color-scheme=dark] .d:hover { color: red; } .d:hover { color: blue; } }',
    ].join('\n');
    expect(await run(css)).toBe(
      '.b { margin: 0; } @media (hover: hover) { .d:hover { color: blue; } }',
    );
  });

  it('drops the dark half of what postcss-preset-mantine writes for light-dark()', async () => {
    const css = '.card { background: light-dark(white, black); }';
    const output = await run(css, [postcssPresetMantine(), lightSchemeOnly()]);
    expect(output).toContain('white');
    expect(output).not.toContain('black');
    expect(output).not.toContain('dark');
  });
});
