/** A refused notification permission is only logged (docs/product.md: Errors). */
export function pushPermissionDenied(): void {
  console.info('[push] notification permission denied');
}
