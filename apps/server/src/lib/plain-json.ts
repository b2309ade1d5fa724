/**
 * A serializer for answers built by our own code from typed rows, too many to validate again on
 * the way out (a pulse day of tens of thousands of records, a thousand goal progress rows): the
 * response schema still documents the answer (OpenAPI) and the tests check answers against it.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);
