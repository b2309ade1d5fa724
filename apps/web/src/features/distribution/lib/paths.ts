/** The id at the end of an IRI (`/api/employees/{id}`), or the value itself. */
export const idOf = (reference: string) => reference.slice(reference.lastIndexOf('/') + 1);
