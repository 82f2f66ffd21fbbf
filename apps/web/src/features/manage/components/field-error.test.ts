import { ZManageNewsCreateRequest } from '@habitat/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/translator';
import { fieldErrorText } from './field-error';

describe('fieldErrorText', () => {
  it('says in both languages why a title with a line break is refused (singleLine)', () => {
    const result = ZManageNewsCreateRequest.safeParse({
      title: { fr: 'Coupure\nd’eau', en: 'Water cut' },
      body: { fr: 'Corps', en: 'Body' },
    });
    const code = result.error?.issues[0]?.message;
    expect(code).toBe('singleLine');
    expect(fieldErrorText(i18n.getFixedT('en'), code)).toBe(
      'This text must fit on one line, without line breaks or control characters.',
    );
    expect(fieldErrorText(i18n.getFixedT('fr'), code)).toBe(
      'Ce texte doit tenir sur une ligne, sans retour à la ligne ni caractère de contrôle.',
    );
  });
});
