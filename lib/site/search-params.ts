/** The first value of a page's query parameter (`?invite=` may come twice), or null when it is missing or empty. */
export function firstValue(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) || null;
}
