import { levelOptions, type TCategorySelection, type TRequestCategory } from '@habitat/shared';
import { NativeSelect, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { useLocalized } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';

/**
 * Up to three cascading selects (docs/product.md: Screens, States): a level shows only when it has options, i.e.
 * once the level above is chosen; `onSelect` gets the level (1 to 3) and the id, or null.
 */
export function CategorySelects(props: {
  categories: readonly TRequestCategory[];
  selection: TCategorySelection;
  errors: readonly (string | undefined)[];
  onSelect: (level: number, id: number | null) => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const groupId = useId();
  const options = levelOptions(props.categories, props.selection);

  return (
    <Stack gap="sm" role="group" aria-labelledby={groupId}>
      <Text id={groupId} fw={600} size="sm">
        {t('requests.form.category')}
      </Text>
      {options.map((choices, index) => {
        if (choices.length === 0) return null;
        const level = (index + 1) as 1 | 2 | 3;
        return (
          <NativeSelect
            key={level}
            label={t(`requests.level_${level}`)}
            required
            // Its own chevron: Mantine's default one is styled by Combobox.css, not loaded.
            rightSection={<IconChevronDown size={16} aria-hidden />}
            value={String(props.selection[index] ?? '')}
            onChange={(event) => {
              const value = event.currentTarget.value;
              props.onSelect(level, value === '' ? null : Number(value));
            }}
            data={[
              { value: '', label: t('requests.form.choose') },
              ...choices.map((choice) => ({
                value: String(choice.id),
                label: localized(choice.name),
              })),
            ]}
            error={props.errors[index]}
          />
        );
      })}
    </Stack>
  );
}
