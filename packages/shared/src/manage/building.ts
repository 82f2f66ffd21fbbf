import { z } from 'zod';
import { PAYMENT_PROCESSORS } from '../bookings/bookings.types';
import { LOCAL_PROCESSOR_PUBLIC_KEY } from '../bookings/card';
import { manageRequiredLine, manageRequiredText, manageText } from './fields';
import { cleanText, missingOrType, ZIdInput } from './manage.types';

/**
 * A building's settings as the console edits them (PATCH /api/manage/properties/{id}): any of
 * the fields, the others kept. Payments: a deployment charges cards with one processor
 * (PAYMENT_PROCESSOR); a building that takes cards names it and its public key, which must be
 * the deployment's (the server refuses another one: cards would be charged with other keys).
 */
export const BUILDING_NAME_MAX = 120;
export const BUILDING_ADDRESS_MAX = 200;
export const BUILDING_PHONE_MAX = 40;
export const BUILDING_EMAIL_MAX = 254;

/** A Stripe publishable key (never a secret key: the browser reads it). */
export const STRIPE_PUBLISHABLE_KEY_PATTERN = /^pk_(test|live)_[A-Za-z0-9]{8,}$/;

/** A key the processor accepts as a public key: the local processor's one, or a Stripe pk_. */
export function isPublicKeyOf(processor: (typeof PAYMENT_PROCESSORS)[number], key: string) {
  return processor === 'local'
    ? key === LOCAL_PROCESSOR_PUBLIC_KEY
    : STRIPE_PUBLISHABLE_KEY_PATTERN.test(key);
}

/** An IANA time zone name the runtime knows ('America/Toronto', 'UTC'), not an offset. */
export function isIanaTimeZone(name: string) {
  if (!/^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+)+)$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Why the server refuses a building's payment settings (a field code of its 400 answer). */
export const BUILDING_PAYMENT_ERRORS = [
  'cards_need_payments',
  'processor_unavailable',
  'not_public_key',
  'key_of_other_account',
] as const;
export type TBuildingPaymentError = (typeof BUILDING_PAYMENT_ERRORS)[number];

/** The rule between the two switches: cards are taken only where payments are on. */
export function paymentSwitchesAgree(settings: {
  paymentEnabled: boolean;
  cardPaymentEnabled: boolean;
}) {
  return settings.paymentEnabled || !settings.cardPaymentEnabled;
}

const optionalText = (max: number) =>
  manageText(max)
    .nullable()
    .transform((value) => (value ? value : null));

export const ZBuildingAddress = z.object(
  {
    full: manageRequiredText(BUILDING_ADDRESS_MAX),
    city: manageRequiredText(BUILDING_NAME_MAX),
    state: manageRequiredText(BUILDING_NAME_MAX),
    zip: manageRequiredText(20),
  },
  { error: missingOrType },
);

export const ZBuildingSettingsRequest = z
  .strictObject({
    name: manageRequiredLine(BUILDING_NAME_MAX),
    address: ZBuildingAddress,
    phone: optionalText(BUILDING_PHONE_MAX),
    email: z
      .string({ error: missingOrType })
      .transform(cleanText)
      .pipe(z.union([z.literal(''), z.email({ message: 'invalid_type' }).max(BUILDING_EMAIL_MAX)]))
      .nullable()
      .transform((value) => (value ? value : null)),
    timeZone: z
      .string({ error: missingOrType })
      .refine(isIanaTimeZone, { message: 'invalid_type' }),
    commercial: z.boolean({ error: missingOrType }),
    paymentEnabled: z.boolean({ error: missingOrType }),
    cardPaymentEnabled: z.boolean({ error: missingOrType }),
    paymentProcessor: z.enum(PAYMENT_PROCESSORS, { error: 'invalid_type' }).nullable(),
    paymentPublicKey: manageText(200).nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'required' });
export type TBuildingSettingsRequest = z.infer<typeof ZBuildingSettingsRequest>;
/** What the form sends (before the schema's trimming). */
export type TBuildingSettingsInput = z.input<typeof ZBuildingSettingsRequest>;

/** The building as the console reads and edits it. */
export const ZManagedBuilding = z.object({
  id: z.number(),
  name: z.string(),
  address: z.object({ full: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  timeZone: z.string(),
  commercial: z.boolean(),
  paymentEnabled: z.boolean(),
  cardPaymentEnabled: z.boolean(),
  paymentProcessor: z.enum(PAYMENT_PROCESSORS).nullable(),
  paymentPublicKey: z.string().nullable(),
  /** The processor and public key this server charges cards with (what a building may name). */
  deploymentProcessor: z.object({ name: z.enum(PAYMENT_PROCESSORS), publicKey: z.string() }),
});
export type TManagedBuilding = z.infer<typeof ZManagedBuilding>;

export const ZManageBuildingParams = z.object({ id: ZIdInput });
