/** An ILIKE pattern that finds `term` anywhere, with LIKE's wildcards in the term taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
