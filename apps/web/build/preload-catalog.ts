import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` for the default language's catalog chunk to index.html, so
 * it downloads with the entry script instead of after it runs (the catalog is lazily imported
 * by src/i18n/setup.ts; a visitor who chose the other language fetches that one instead).
 */
export function preloadCatalog(locale: string): Plugin {
  return {
    name: 'habitat:preload-catalog',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(`/i18n/${locale}.json`),
        );
        if (!chunk) throw new Error(`No chunk for the ${locale} catalog`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
