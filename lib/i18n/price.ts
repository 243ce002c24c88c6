// How gift prices are shown. Client-safe: the gift list and the reminder
// e-mail both use it.

/** Gift prices are in euros (docs/decisions/022-public-pages-polish.md). */
export const PRICE_CURRENCY = "EUR";

/** A stored price ("25.50") as money in the reader's language: "€25.50", "25,50 €". */
export function formatPrice(price: string, locale: string): string {
  const value = Number(price);
  if (!Number.isFinite(value)) return price;
  return new Intl.NumberFormat(locale, { style: "currency", currency: PRICE_CURRENCY }).format(value);
}
