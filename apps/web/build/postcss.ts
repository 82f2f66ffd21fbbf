import postcssPresetMantine from 'postcss-preset-mantine';
import { lightSchemeOnly } from './light-scheme-only';

/**
 * The stylesheets' PostCSS plugins, for the app's build and the prerender's (which must name the
 * CSS modules' classes as the app's build does): Mantine's mixins and functions, then light only.
 */
export const postcssConfig = () => ({ plugins: [postcssPresetMantine(), lightSchemeOnly()] });
