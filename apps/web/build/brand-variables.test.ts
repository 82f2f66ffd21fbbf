import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineDefaultsOnDemand, withoutOtherBrands } from './brand-variables';

const require = createRequire(import.meta.url);
const FILE = join(
  dirname(require.resolve('@mantine/core')),
  '../esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
);

type TTransform = (this: { error(message: string): never }, code: string, id: string) => string;

function transform(code: string, id = FILE) {
  const hook = mantineDefaultsOnDemand().transform as unknown as TTransform;
  return hook.call(
    {
      error(message) {
        throw new Error(message);
      },
    },
    code,
    id,
  );
}

describe('mantineDefaultsOnDemand', () => {
  it("computes the installed Mantine's default variables when first asked, not when it loads", async () => {
    const lazy = transform(await readFile(FILE, 'utf8'));
    expect(lazy).not.toMatch(/^const \w+ = defaultCssVariablesResolver\(/m);
    expect(lazy).not.toContain('defaultCssVariables.');
    expect(lazy).toContain('defaults().light[key]');
  });

  it('fails the build when that file changed, rather than leave it eager unnoticed', () => {
    expect(() => transform('export const x = 1;')).toThrow(/update mantineDefaultsOnDemand/);
  });

  it('leaves other files alone', () => {
    expect(transform('const a = 1;', '/app/src/main.tsx')).toBeUndefined();
  });
});

describe('withoutOtherBrands', () => {
  const page = (css: string) =>
    `<html data-brand="default"><head><style>${css}</style></head></html>`;
  const own = ':root[data-brand=default]{--mantine-color-brand-6:#0f766e}';
  const other = ':root[data-brand=alternate]{--mantine-color-brand-6:#4338ca}';

  it("keeps the page's brand's variables and drops the others', minified or quoted", () => {
    const quoted = other.replace('=alternate]', '="alternate"]');
    expect(withoutOtherBrands(page(`.a{color:red}${own}${other}${quoted}`), 'default')).toBe(
      page(`.a{color:red}${own}`),
    );
  });

  it("fails the build when the page has no rule of its brand's, rather than paint it unthemed", () => {
    expect(() => withoutOtherBrands(page(other), 'default')).toThrow(/no rule of its brand/);
  });
});
