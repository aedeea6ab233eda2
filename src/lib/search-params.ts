/** The first value of a search parameter: a repeated key gives an array, an absent one nothing. */
export function firstParam(value: string | string[] | null | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}
