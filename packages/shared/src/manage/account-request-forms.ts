import { z } from 'zod';
import { ZApproveAccountRequest } from './account-requests';

/**
 * The approval as the console's form checks it: the API's own schema (ZApproveAccountRequest),
 * and an e-mail required when the request came without one (the account needs an address).
 */
export function approveAccountFormSchema(needsEmail: boolean) {
  if (!needsEmail) return ZApproveAccountRequest;
  return ZApproveAccountRequest.extend({
    email: z
      .string({ error: 'invalid_type' })
      .refine((email) => email.trim() !== '', { message: 'required' })
      // The API's own rule for a given address (it takes null and undefined too, never given here).
      .pipe(ZApproveAccountRequest.shape.email as unknown as z.ZodType<string | null, string>),
  });
}
