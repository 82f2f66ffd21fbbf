/**
 * How the app's forms check (react-hook-form options spread into `useForm`): when sent, an error
 * staying until the next try (or until its field is typed in, where the form clears it), and the
 * focus left where the person is.
 */
export const CHECKED_ON_SUBMIT = {
  reValidateMode: 'onSubmit',
  shouldFocusError: false,
} as const;
