/** `text` as UTF-8 bytes cut into chunks of `size`, as a file arrives from a stream. */
export function chunked(text: string, size: number): Buffer[] {
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
}
