/** Query keys of the family contacts: one root, which every change refreshes. */
export const familyKeys = {
  all: ['family-contacts'] as const,
};
