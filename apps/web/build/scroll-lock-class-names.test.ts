import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { SCROLL_LOCK_BAR_CLASS } from '../src/app/layouts/scroll-lock-bar';
import {
  CLASS_NAMES_MODULE,
  firstPaintScrollLock,
  wantsClassNamesOnly,
} from './scroll-lock-class-names';

const require = createRequire(import.meta.url);
const MANTINE = dirname(dirname(require.resolve('@mantine/core')));
const MANTINE_ESM = join(MANTINE, 'esm/components');
const BARS = ['AppShellHeader', 'AppShellFooter', 'AppShellAside'].map((name) =>
  join(MANTINE_ESM, `AppShell/${name}/${name}.mjs`),
);
const LOCK = '/app/node_modules/react-remove-scroll/dist/es2015/UI.js';
const HOME = '/app/src/features/home/pages/home-page.tsx';

describe('the AppShell bars get the scroll lock’s class names alone', () => {
  it('only the AppShell bars’ import of react-remove-scroll is replaced', () => {
    for (const bar of BARS) expect(wantsClassNamesOnly('react-remove-scroll', bar)).toBe(true);
    const modal = join(MANTINE_ESM, 'ModalBase/ModalBase.mjs');
    expect(wantsClassNamesOnly('react-remove-scroll', modal)).toBe(false);
    expect(wantsClassNamesOnly('@mantine/hooks', BARS[0])).toBe(false);
    expect(wantsClassNamesOnly('react-remove-scroll', undefined)).toBe(false);
  });

  it('the bars use nothing of the scroll lock but its class names', () => {
    for (const bar of BARS) {
      const code = readFileSync(bar, 'utf8');
      const uses = code.match(/RemoveScroll\b[.\w]*/g) ?? [];
      expect(uses.length).toBeGreaterThan(1);
      for (const use of uses) expect(use).toMatch(/^RemoveScroll(?:\.classNames\.zeroRight)?$/);
    }
  });

  it('gives the class names the real scroll lock gives', async () => {
    const { RemoveScroll } = await import('react-remove-scroll');
    expect(RemoveScroll.classNames).toEqual({
      fullWidth: fullWidthClassName,
      zeroRight: zeroRightClassName,
    });
    expect(CLASS_NAMES_MODULE).toContain("from 'react-remove-scroll-bar/constants'");
    expect(CLASS_NAMES_MODULE).toMatch(
      /fullWidth: fullWidthClassName, zeroRight: zeroRightClassName/,
    );
  });

  it('the layouts’ own bars take the class the scroll lock moves', () => {
    expect(SCROLL_LOCK_BAR_CLASS).toBe(zeroRightClassName);
  });
});

type TFakeChunk = { name: string; imports?: string[]; modules: string[]; entry?: boolean };

function bundleOf(chunks: Record<string, TFakeChunk>): Rollup.OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, chunk]) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        name: chunk.name,
        isEntry: chunk.entry === true,
        facadeModuleId: chunk.modules.length === 1 ? chunk.modules[0] : null,
        imports: chunk.imports ?? [],
        modules: Object.fromEntries(chunk.modules.map((id) => [id, {}])),
      },
    ]),
  ) as unknown as Rollup.OutputBundle;
}

describe('the build’s check that no first paint loads the scroll lock', () => {
  it('finds it in a chunk the layout imports (the build before this change)', () => {
    const bundle = bundleOf({
      'index.js': { name: 'index', entry: true, modules: ['/app/src/main.tsx'] },
      'layout.js': { name: 'layout', imports: ['index.js', 'lock.js'], modules: ['/a.tsx'] },
      'lock.js': { name: 'use-user-property', modules: [LOCK, '/b.ts'] },
    });
    expect(firstPaintScrollLock(bundle)).toEqual(['lock.js']);
  });

  it('finds it in a chunk a first page imports', () => {
    const bundle = bundleOf({
      'index.js': { name: 'index', entry: true, modules: ['/app/src/main.tsx'] },
      'home.js': { name: 'home-page', imports: ['lock.js'], modules: [HOME] },
      'lock.js': { name: 'misc', modules: [LOCK, '/b.ts'] },
    });
    expect(firstPaintScrollLock(bundle)).toEqual(['lock.js']);
  });

  it('lets a dialog’s chunk, loaded on demand, hold it', () => {
    const bundle = bundleOf({
      'index.js': { name: 'index', entry: true, modules: ['/app/src/main.tsx'] },
      'home.js': { name: 'home-page', imports: ['index.js'], modules: [HOME] },
      'modal.js': { name: 'change-email-modal', imports: ['index.js'], modules: [LOCK, '/m.tsx'] },
    });
    expect(firstPaintScrollLock(bundle)).toEqual([]);
  });
});
