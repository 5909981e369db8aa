/** Spec section 2: "<screen title> - <product name>", or just the product name when a screen has no title. */
export function documentTitle(screenTitle: string | null | undefined, productName: string): string {
  const screen = screenTitle?.trim();
  return screen ? `${screen} - ${productName}` : productName;
}
