import type { TBrand, TTranslatable } from '@habitat/shared';
import type { MantineColorsTuple } from '@mantine/core';

/** Everything the brand flag of docs/product.md changes. */
export type TBrandContent = {
  id: TBrand;
  /** App title: header, document title, welcome page. */
  appTitle: string;
  /** Legal name of the operator (About copyright, terms and privacy). */
  company: TTranslatable;
  iconPath: string;
  /** Meta theme-color and Mantine palette. */
  themeColor: string;
  palette: MantineColorsTuple;
  /** External food-ordering link: default brand only (docs/product.md). */
  foodLink: string | null;
};
