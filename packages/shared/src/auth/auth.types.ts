import { z } from 'zod';
import { ZId } from '../common';
import { LOCALES, PASSWORD_MIN_LENGTH, ROLES } from '../constants';
import { ZLease } from '../property/property.types';
import { isFilled, isTypedPassword, REQUIRED } from './sign-in-forms';

/** The sign-in form's rules (sign-in-forms.ts), the user name trimmed. */
export const ZLoginRequest = z.object({
  username: z.string().trim().refine(isFilled, { message: REQUIRED }).max(180),
  password: z.string().refine(isTypedPassword, { message: REQUIRED }).max(4096),
  /** Longer-lived token when the user ticks "remember me" (desktop). */
  rememberMe: z.boolean().optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({
  token: z.string(),
  organization: z.number(),
  property: z.number().nullable(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZMe = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(ROLES),
  email: z.string(),
  phone: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  organization: z.number(),
  property: z.number().nullable(),
  lease: ZLease.nullable(),
  notSignedOnCurrentLease: z.boolean(),
});
export type TMe = z.infer<typeof ZMe>;

/** The mobile app's push token; `platform` says which service takes it (APNs or FCM). */
export const ZUpdateMeRequest = z.object({
  deviceToken: z.string().trim().min(1).max(512),
  platform: z.enum(['ios', 'android']).optional(),
});

/** The rule every new password follows, whether reset by link or changed on the profile. */
export const ZNewPassword = z.string().min(PASSWORD_MIN_LENGTH).max(4096);

export const ZUserParams = z.object({ id: ZId });
export const ZUpdateUserRequest = z.object({
  email: z.email().max(180),
  /** Required when the e-mail changes: a stolen session alone must not redirect reset links. */
  currentPassword: z.string().min(1).max(4096).optional(),
  /** Language of the confirmation and notice mails. */
  locale: z.enum(LOCALES).default('fr'),
});
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;
/**
 * The user as before: a new e-mail applies only once the link mailed to it is followed.
 * `pendingEmail` echoes the asked address whether or not another account already uses it.
 */
export const ZUpdateUserResponse = ZMe.extend({ pendingEmail: z.string().nullable() });
export type TUpdateUserResponse = z.infer<typeof ZUpdateUserResponse>;

export const ZEmailChangeTokenParams = z.object({ token: z.string().min(10).max(200) });
export const ZConfirmEmailResponse = z.object({ email: z.string() });
export type TConfirmEmailResponse = z.infer<typeof ZConfirmEmailResponse>;

export const ZChangePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(4096),
  password: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
/** A fresh token for this device: the change ends every other session of the account. */
export const ZChangePasswordResponse = z.object({ token: z.string() });
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;

export const ZForgotPasswordRequest = z.object({
  email: z.email().max(180),
  locale: z.enum(LOCALES).default('fr'),
  /** Link to the reset page with a `{token}` placeholder, e.g. https://app/reset_password?token={token}. */
  redirect_url: z.string().max(500).optional(),
  branding: z.string().max(40).optional(),
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetTokenParams = z.object({ token: z.string().min(10).max(200) });
export const ZResetPasswordRequest = z.object({ password: ZNewPassword });

export const ZOkResponse = z.object({ ok: z.literal(true) });
