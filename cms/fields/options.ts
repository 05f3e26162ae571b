/** Select options from one of the catalogue's constant lists, labelled in both admin languages. */
export const toOptions = <T extends string>(
  values: readonly T[],
  labels?: Record<T, { en: string; de: string }>,
) => values.map((value) => ({ value, label: labels ? labels[value] : value }))
