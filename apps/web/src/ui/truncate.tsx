import { Text, type TextProps } from '@mantine/core';

/** Multi-line text truncation (docs/product.md: Screens shared element): clamps to `lines` with an ellipsis. */
export function Truncate(props: TextProps & { lines: number; children: string }) {
  const { lines, children, ...textProps } = props;
  return (
    <Text lineClamp={lines} title={children} {...textProps}>
      {children}
    </Text>
  );
}
