import { describe, expect, it } from 'vitest';
import { opensLinkExternally } from './open-link';

const closed = {
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
};
const linkOnly = {
  link: 'https://montreal.ca/collectes',
  email: null,
  phoneNumber: null,
  hours: closed,
};

describe('opensLinkExternally', () => {
  it('opens the link of a service that has a link and nothing else to show', () => {
    expect(opensLinkExternally(linkOnly)).toBe(true);
  });

  it('goes to the detail page when there is an e-mail, a phone or opening hours', () => {
    expect(opensLinkExternally({ ...linkOnly, email: 'gym@habitat-demo.ca' })).toBe(false);
    expect(opensLinkExternally({ ...linkOnly, phoneNumber: '(514) 555-0142' })).toBe(false);
    expect(
      opensLinkExternally({
        ...linkOnly,
        hours: { ...closed, friday: [{ from: '09:00', to: '17:00' }] },
      }),
    ).toBe(false);
  });

  it('goes to the detail page when there is no link, or a blank one', () => {
    expect(opensLinkExternally({ ...linkOnly, link: null })).toBe(false);
    expect(opensLinkExternally({ ...linkOnly, link: '  ' })).toBe(false);
  });

  it('treats blank contact fields as missing', () => {
    expect(opensLinkExternally({ ...linkOnly, email: '', phoneNumber: ' ' })).toBe(true);
  });
});
