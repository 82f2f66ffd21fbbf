import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/setup';
import { ApiError, CONNECTION_ERROR, OFFLINE_ERROR } from '../lib/api-client';
import { sendFailureMessage } from './send-failure';

const t = i18n.getFixedT('fr');
const failure = (status: number, code: string) => new ApiError({ status, code, message: code });

describe('sendFailureMessage', () => {
  it('says a write refused offline was not sent, in the offline notice’s words', () => {
    expect(sendFailureMessage(t, failure(0, OFFLINE_ERROR))).toBe(t('errors.offline'));
  });

  it('gives the generic "could not send" for a lost connection or a server error', () => {
    expect(sendFailureMessage(t, failure(0, CONNECTION_ERROR))).toBe(t('form.could_not_send'));
    expect(sendFailureMessage(t, failure(500, 'platform_error'))).toBe(t('form.could_not_send'));
  });

  it('explains a refusal the person can act on', () => {
    expect(sendFailureMessage(t, failure(413, 'file_size'))).toBe(t('errors.file_size'));
  });
});
