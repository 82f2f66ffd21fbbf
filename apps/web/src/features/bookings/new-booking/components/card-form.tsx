import { Group, Stack, TextInput } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation';
import {
  slashedExpiry,
  spacedCardNumber,
  type TCardFields,
  type TCardIssues,
} from '../card-fields';

/**
 * Number, expiry (MM/YY) and CVC. The data goes straight to the tokenization call and is
 * never stored; the browser's card autofill fills these fields.
 */
export function CardForm(props: {
  value: TCardFields;
  issues: TCardIssues;
  onChange: (card: TCardFields) => void;
}) {
  const { t } = useTranslation();
  const { value, issues } = props;
  const set = (field: keyof TCardFields, text: string) =>
    props.onChange({ ...value, [field]: text });
  const issue = (field: keyof TCardFields) => {
    const code = issues[field];
    return code ? t(`booking.card.${code}`) : undefined;
  };
  return (
    <Stack gap="sm">
      <TextInput
        label={t('booking.card.number')}
        value={value.number}
        onChange={(event) => set('number', spacedCardNumber(event.currentTarget.value))}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        leftSection={<IconCreditCard size={18} aria-hidden />}
        required
        error={issue('number')}
      />
      <Group grow align="flex-start" gap="sm">
        <TextInput
          label={t('booking.card.expiry')}
          value={value.expiry}
          onChange={(event) => set('expiry', slashedExpiry(event.currentTarget.value))}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('booking.card.expiry_placeholder')}
          required
          error={issue('expiry')}
        />
        <TextInput
          label={t('booking.card.cvc')}
          value={value.cvc}
          onChange={(event) => set('cvc', event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          required
          error={issue('cvc')}
        />
      </Group>
    </Stack>
  );
}
