import { describe, expect, it } from 'vitest';
import { ZManageEmergencyMessageCreate } from '../notifications/manage-notifications.types';
import { isSingleLineText } from '../validation/text';
import { ZBuildingSettingsRequest } from './building';
import { ZManageNewsCreateRequest, ZManageNewsUpdateRequest } from './content';
import { ZManageServiceCreateRequest, ZManageServiceUpdateRequest } from './services';

const BREAKS = [
  'a\r\nBcc: x@y.z',
  'a\nb',
  'a\rb',
  'a\tb',
  'a\u0001b',
  'a\u007fb',
  'a\u2028b',
  'a\u2029b',
];

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('isSingleLineText', () => {
  it('accepts text on one line: accents, emoji, punctuation, empty', () => {
    for (const text of ['', 'Fuite d’eau — 3e étage', '😀 👍🏽', 'A/B: «x»']) {
      expect(isSingleLineText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses CR, LF, TAB, the other C0 controls, DEL and U+2028/U+2029', () => {
    for (const text of BREAKS) expect(isSingleLineText(text), JSON.stringify(text)).toBe(false);
  });
});

describe('texts that reach a mail header refuse control characters (singleLine)', () => {
  it('a news title, created or edited, in either language', () => {
    for (const text of BREAKS) {
      const created = ZManageNewsCreateRequest.safeParse({
        title: { fr: 'Titre', en: text },
        body: { fr: 'Corps\nsur deux lignes', en: 'Body' },
      });
      expect(issuesOf(created)).toEqual([['title.en', 'singleLine']]);
      const edited = ZManageNewsUpdateRequest.safeParse({ title: { fr: text, en: 'Title' } });
      expect(issuesOf(edited)).toEqual([['title.fr', 'singleLine']]);
    }
  });

  it('an emergency title, a service name, a building name; a body keeps its lines', () => {
    const emergency = { property: 1, title: 'Eau\r\ncoupée', body: 'a\nb' };
    expect(issuesOf(ZManageEmergencyMessageCreate.safeParse(emergency))).toEqual([
      ['title', 'singleLine'],
    ]);
    const name = { fr: 'Piscine\nBcc: x@y.z', en: 'Pool' };
    expect(issuesOf(ZManageServiceCreateRequest.safeParse({ categoryId: 1, name }))).toContainEqual(
      ['name.fr', 'singleLine'],
    );
    expect(issuesOf(ZManageServiceUpdateRequest.safeParse({ name }))).toEqual([
      ['name.fr', 'singleLine'],
    ]);
    const building = ZBuildingSettingsRequest.safeParse({
      name: 'Les Tours\nBcc: x@y.z',
      address: { full: '1 rue A', city: 'Montréal', state: 'QC', zip: 'H1H 1H1' },
    });
    expect(issuesOf(building)).toContainEqual(['name', 'singleLine']);
  });

  it('trims a line break at either end rather than refusing it', () => {
    const news = ZManageNewsCreateRequest.parse({
      title: { fr: '\nTitre\r\n', en: 'Title' },
      body: { fr: 'Corps', en: 'Body' },
    });
    expect(news.title.fr).toBe('Titre');
  });
});
